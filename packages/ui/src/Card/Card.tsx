import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import type { SpaceToken } from '../theme/tokens';
import * as styles from './Card.css';

export interface CardProps {
  children?: ReactNode;
  /** Inner padding (theme spacing key). Default `md`. */
  padding?: SpaceToken;
  variant?: 'outlined' | 'elevated';
  /** Element to render; `li` inside a list, `article` for self-contained items. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Id of the heading naming this card (`aria-labelledby`), useful with `section`. */
  labelledBy?: string;
}

/** Surface container. */
export function Card({
  children,
  padding = 'md',
  variant = 'outlined',
  as: Tag = 'div',
  labelledBy,
}: CardProps) {
  return (
    <Tag
      className={cx(styles.root, styles.variant[variant], styles.padding[padding])}
      aria-labelledby={labelledBy}
    >
      {children}
    </Tag>
  );
}
