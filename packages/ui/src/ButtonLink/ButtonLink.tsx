import type { ElementType, MouseEvent, ReactNode, Ref } from 'react';
import * as styles from '../private/button.css';
import type { ButtonColor, ButtonSize, ButtonVariant } from '../Button/Button';
import { ButtonContent } from '../private/ButtonContent';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /**
   * Link component to render instead of `<a>` (e.g. an adapter around React Router's
   * `Link`). It receives `href`, `className`, `onClick`, `target`, `rel`, `ref` and children.
   */
  as?: ElementType;
  target?: '_self' | '_blank';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link (navigation) that looks like a button. */
export function ButtonLink({
  href,
  children,
  variant,
  color,
  size,
  fullWidth = false,
  startIcon,
  endIcon,
  as: Component = 'a',
  target,
  onClick,
  ref,
}: ButtonLinkProps) {
  return (
    <Component
      ref={ref}
      href={href}
      className={styles.button({ variant, color, size, fullWidth })}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      <ButtonContent start={startIcon} end={endIcon}>
        {children}
      </ButtonContent>
    </Component>
  );
}
