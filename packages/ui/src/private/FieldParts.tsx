import * as field from '../TextField/TextField.css';
import { cx } from './cx';
import { srOnly } from './focusRing.css';

/**
 * The label of a form field, with the required marker (hidden from screen readers: the
 * control's `required` says it). Shared by TextField, TextArea, Select and Combobox.
 */
export function FieldLabel({
  htmlFor,
  id,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  id?: string;
  label: string;
  required: boolean;
  hidden: boolean;
}) {
  return (
    <label id={id} htmlFor={htmlFor} className={hidden ? srOnly : field.label}>
      {label}
      {required ? (
        <span className={field.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A field's hint under its label, or nothing; `id` is what the control's describedby names. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={id} className={field.hint}>
      {hint}
    </p>
  ) : null;
}

/** A field's error message, or nothing; `className` places it (a choice's error). */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  return error ? (
    <p id={id} className={cx(field.error, className)}>
      {error}
    </p>
  ) : null;
}
