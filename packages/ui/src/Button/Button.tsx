import type { MouseEvent, ReactNode, Ref } from 'react';
import * as styles from '../private/button.css';
import { ButtonContent } from '../private/ButtonContent';
import { SpinnerRing } from '../private/SpinnerRing';

export type ButtonVariant = 'solid' | 'outline' | 'text';
export type ButtonColor = 'primary' | 'secondary' | 'error';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  /** Defaults to `button` (never submits a form by accident). */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Decorative icon before the label (replaced by the spinner while loading). */
  startIcon?: ReactNode;
  /** Decorative icon after the label. */
  endIcon?: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Associates the button with a form elsewhere in the document. */
  form?: string;
  name?: string;
  value?: string;
  /** Id(s) of elements describing the button (`aria-describedby`). */
  describedBy?: string;
  /** For a button that shows and hides a region: whether it is shown (`aria-expanded`). */
  expanded?: boolean;
  /** Id of the region the button shows and hides (`aria-controls`). */
  controls?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  children,
  variant,
  color,
  size,
  type = 'button',
  disabled = false,
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  onClick,
  form,
  name,
  value,
  describedBy,
  expanded,
  controls,
  id,
  ref,
}: ButtonProps) {
  const leading = loading ? <SpinnerRing /> : startIcon;
  return (
    <button
      ref={ref}
      id={id}
      type={type}
      className={styles.button({ variant, color, size, fullWidth })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-describedby={describedBy}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      form={form}
      name={name}
      value={value}
    >
      <ButtonContent start={leading} end={endIcon}>
        {children}
      </ButtonContent>
    </button>
  );
}
