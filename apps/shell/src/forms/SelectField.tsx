import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import * as css from './forms.css';

export interface SelectFieldProps {
  /** Visible label (translated). */
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
  /** Error message; sets `aria-invalid` and describes the select. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with the same error wiring as the design system's TextField. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  children,
  error,
  required = false,
  disabled = false,
  autoComplete,
  ref,
}: SelectFieldProps) {
  const id = `${useId()}-select`;
  const errorId = `${id}-error`;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className={css.control}
        value={value}
        onChange={onChange}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
