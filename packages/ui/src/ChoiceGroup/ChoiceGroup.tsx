import { type ReactNode, type Ref, useId } from 'react';
import { FieldError } from '../private/FieldParts';
import * as field from '../TextField/TextField.css';
import * as styles from './ChoiceGroup.css';

export interface ChoiceGroupProps {
  /**
   * The question or the group's name (translated), its `<legend>`: a string, or text in an
   * element of its own (a question from data, isolated in its own direction).
   */
  legend: ReactNode;
  /**
   * `radiogroup` when one of its choices must be picked (it then says it is required and
   * invalid as a whole); `group` for boxes to tick, or a section of a larger radio group.
   */
  role: 'group' | 'radiogroup';
  required?: boolean;
  /** Error message, tied to the group (and to each box of a `group`). */
  error?: string;
  /** Id of the error message, for choices that describe themselves with it. */
  errorId?: string;
  children: ReactNode;
}

/**
 * A question answered by picking: a fieldset with its legend, the `Choice` rows (or sections
 * of them) inside, and the error under them. Native inputs, so the browser gives arrow keys
 * within a radio group and screen readers announce the group and each choice.
 */
export function ChoiceGroup({
  legend,
  role,
  required = false,
  error,
  errorId,
  children,
}: ChoiceGroupProps) {
  const generatedId = useId();
  const legendId = `${generatedId}-legend`;
  const messageId = errorId ?? `${generatedId}-error`;
  return (
    <fieldset
      className={styles.group}
      role={role}
      aria-labelledby={legendId}
      aria-required={role === 'radiogroup' && required ? true : undefined}
      aria-invalid={role === 'radiogroup' && error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {legend}
        {required ? (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {children}
      <FieldError id={messageId} error={error} />
    </fieldset>
  );
}

export interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  /** What the row says (translated, or the server's words). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A box of a group in error says so itself (radios are marked on their radiogroup). */
  invalid?: boolean;
  /** The error message's id, for an invalid box. */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One choice: a radio button or a check box with its label, the whole row clickable. */
export function Choice({
  type,
  name,
  value,
  label,
  checked,
  onChange,
  invalid = false,
  describedBy,
  ref,
}: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input
        ref={ref}
        type={type}
        name={name}
        value={value}
        className={styles.input}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? describedBy : undefined}
      />
      {label}
    </label>
  );
}
