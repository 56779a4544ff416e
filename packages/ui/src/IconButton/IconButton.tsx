import type { MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps {
  /** Accessible name (`aria-label`), e.g. a translated "Open menu". Required. */
  label: string;
  /** The icon (treated as decorative). */
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  size?: 'sm' | 'md' | 'lg';
  /** `inherit` (default) takes the surrounding text colour. */
  color?: 'inherit' | 'primary' | 'error';
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Also show `label` as a native tooltip (`title`). */
  tooltip?: boolean;
  /** For disclosure buttons (menus, drawers): `aria-expanded`. */
  expanded?: boolean;
  /** Id of the element this button controls (`aria-controls`). */
  controls?: string;
  hasPopup?: 'menu' | 'dialog' | 'listbox';
  /** For toggle buttons: `aria-pressed`. */
  pressed?: boolean;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A round button showing only an icon; `label` gives it an accessible name. */
export function IconButton({
  label,
  children,
  onClick,
  size,
  color,
  type = 'button',
  disabled = false,
  tooltip = false,
  expanded,
  controls,
  hasPopup,
  pressed,
  id,
  ref,
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      id={id}
      type={type}
      className={styles.iconButton({ size, color })}
      aria-label={label}
      title={tooltip ? label : undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup={hasPopup}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  );
}
