import { type Ref, useId } from 'react';
import * as forms from '../forms/forms.css';

interface FieldShell {
  label: string;
  name: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

/** Label, hint and error around a control, wired like the design system's TextField. */
function useFieldIds(hint?: string, error?: string) {
  const id = `${useId()}-field`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={forms.label}>
      {label}
      {required ? (
        <span className={forms.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

// The design system has no multi-line field or date field yet; these two match TextField.

/** A labelled multi-line text input with hint and error. */
export function TextAreaField({
  label,
  name,
  hint,
  error,
  required,
  value,
  onChange,
  maxLength,
  rows = 4,
  ref,
}: FieldShell & {
  value: string;
  onChange(value: string): void;
  maxLength?: number;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={forms.field}>
      <Label htmlFor={ids.id} label={label} required={required} />
      {hint ? (
        <p id={ids.hintId} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={ids.id}
        name={name}
        className={forms.control}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        required={required}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {error ? (
        <p id={ids.errorId} className={forms.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled date input (YYYY-MM-DD) with an optional earliest date. */
export function DateField({
  label,
  name,
  hint,
  error,
  required,
  value,
  onChange,
  min,
  ref,
}: FieldShell & {
  value: string;
  onChange(value: string): void;
  min?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={forms.field}>
      <Label htmlFor={ids.id} label={label} required={required} />
      {hint ? (
        <p id={ids.hintId} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={ids.id}
        name={name}
        type="date"
        className={forms.control}
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {error ? (
        <p id={ids.errorId} className={forms.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
