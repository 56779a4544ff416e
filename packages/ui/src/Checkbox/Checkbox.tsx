import { type ReactNode, type Ref, useId } from 'react';
import { FieldError } from '../private/FieldParts';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** Visible label (translated), beside the box; may hold links (a consent's documents). */
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  /** Error message; sets `aria-invalid` and describes the box. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it (keyboard and screen readers for free). */
export function Checkbox({
  label,
  name,
  checked,
  onChange,
  disabled,
  required,
  error,
  ref,
}: CheckboxProps) {
  const id = `${useId()}-checkbox`;
  const errorId = `${id}-error`;
  // One structure with or without an error, so showing one never remounts the input.
  return (
    <div>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name={name}
          className={styles.box}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} className={styles.error} />
    </div>
  );
}
