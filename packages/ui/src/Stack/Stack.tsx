import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import type { SpaceToken } from '../theme/tokens';
import * as styles from './Stack.css';

export interface StackProps {
  children?: ReactNode;
  /** Space between items (theme spacing key). Default `md`. */
  gap?: SpaceToken;
  /** `column` (default) or `row` (row follows the text direction). */
  direction?: 'row' | 'column';
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  /** Element to render; use `ul`/`ol` for lists (children should then be `li`). */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'nav' | 'header' | 'footer';
}

/** One-dimensional layout with consistent gaps. */
export function Stack({
  children,
  gap = 'md',
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Tag = 'div',
}: StackProps) {
  return (
    <Tag
      className={cx(
        styles.root,
        styles.gap[gap],
        styles.direction[direction],
        styles.align[align],
        styles.justify[justify],
        wrap && styles.wrap,
      )}
    >
      {children}
    </Tag>
  );
}
