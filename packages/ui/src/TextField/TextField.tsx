import { type HTMLAttributes, type InputHTMLAttributes, useId } from 'react';
import { FieldError, FieldHint, FieldLabel } from '../private/FieldParts';
import type { TextControlProps } from '../private/textControlProps';
import * as styles from './TextField.css';

export type TextFieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'tel'
  | 'url'
  | 'search'
  | 'number'
  | 'time'
  | 'date';

export interface TextFieldProps extends TextControlProps<HTMLInputElement> {
  type?: TextFieldType;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  enterKeyHint?: HTMLAttributes<HTMLInputElement>['enterKeyHint'];
  /** Id of a `<datalist>` offering suggestions (native autocomplete). */
  list?: string;
  maxLength?: number;
  /** Earliest and latest value of a date or number field (YYYY-MM-DD for dates). */
  min?: string;
  max?: string;
}

/** A labelled single-line text input with hint and error wiring. */
export function TextField({
  label,
  id,
  type = 'text',
  error,
  hint,
  required = false,
  dir = 'auto',
  hideLabel = false,
  ref,
  // The input's own attributes (name, value, handlers, limits...), as they are.
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.root}>
      <FieldLabel htmlFor={inputId} label={label} required={required} hidden={hideLabel} />
      <FieldHint id={hintId} hint={hint} />
      <input
        ref={ref}
        id={inputId}
        type={type}
        className={styles.input}
        required={required}
        dir={dir}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
