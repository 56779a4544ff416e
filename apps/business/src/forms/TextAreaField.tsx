import { vars } from '@quoteway/ui';
import { type Ref, useId } from 'react';
import { errorText, textArea } from '../styles';

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
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xs }}>
      <label
        htmlFor={id}
        style={{ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium }}
      >
        {label}
        {required ? (
          <span aria-hidden="true" style={{ color: vars.color.error }}>
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
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
        style={
          error ? { ...textArea, borderColor: vars.color.error, borderWidth: '2px' } : textArea
        }
      />
      {error ? (
        <p id={errorId} style={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
