import {
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type Ref,
  useId,
} from 'react';
import { FieldError, FieldHint, FieldLabel } from '../private/FieldParts';
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

export interface TextFieldProps {
  /** Visible label (translated). */
  label: string;
  name: string;
  /** Defaults to a generated id. */
  id?: string;
  type?: TextFieldType;
  /** Controlled value (pair with `onChange`); or use `defaultValue` for uncontrolled. */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Error message; when set the input gets `aria-invalid` and is described by it. */
  error?: string;
  /** Help text shown under the label, linked with `aria-describedby`. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  enterKeyHint?: HTMLAttributes<HTMLInputElement>['enterKeyHint'];
  placeholder?: string;
  /** Id of a `<datalist>` offering suggestions (native autocomplete). */
  list?: string;
  maxLength?: number;
  minLength?: number;
  /** Earliest and latest value of a date or number field (YYYY-MM-DD for dates). */
  min?: string;
  max?: string;
  /** Text direction of the value; `auto` (default) suits mixed Arabic/Latin input. */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint and error wiring. */
export function TextField({
  label,
  name,
  id,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  disabled = false,
  readOnly = false,
  autoComplete,
  inputMode,
  enterKeyHint,
  placeholder,
  list,
  maxLength,
  minLength,
  min,
  max,
  dir = 'auto',
  hideLabel = false,
  ref,
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
        name={name}
        type={type}
        className={styles.input}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete}
        inputMode={inputMode}
        enterKeyHint={enterKeyHint}
        placeholder={placeholder}
        list={list}
        maxLength={maxLength}
        minLength={minLength}
        min={min}
        max={max}
        dir={dir}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
