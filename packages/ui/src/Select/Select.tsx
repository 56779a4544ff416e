import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import * as field from '../TextField/TextField.css';
import { FieldError, FieldLabel } from '../private/FieldParts';

export interface SelectProps {
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
export function Select({
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
}: SelectProps) {
  const id = `${useId()}-select`;
  const errorId = `${id}-error`;
  return (
    <div className={field.root}>
      <FieldLabel htmlFor={id} label={label} required={required} hidden={false} />
      <select
        ref={ref}
        id={id}
        name={name}
        // TextField's look, keeping the platform's arrow (no `appearance: none`).
        className={field.control}
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}
