import type { ElementType, MouseEvent, ReactNode, Ref } from 'react';
import * as styles from '../private/button.css';
import type { ButtonColor, ButtonSize, ButtonVariant } from '../Button/Button';

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
      {startIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {endIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </Component>
  );
}
