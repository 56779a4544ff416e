import { type Ref, useId } from 'react';
import { errorText } from '../styles.css';
import * as styles from './TextAreaField.css';

interface TextAreaFieldProps {
  /** Visible label (translated). */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Error message; sets `aria-invalid` and describes the field. */
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

// TODO(lead): TextArea from packages/ui
/**
 * A labelled multi-line text field wired like the design system's TextField (which is
 * single-line only).
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required = false,
  maxLength,
  ref,
}: TextAreaFieldProps) {
  const id = `${useId()}-textarea`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        maxLength={maxLength}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={error ? `${styles.textArea} ${styles.textAreaInvalid}` : styles.textArea}
      />
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
