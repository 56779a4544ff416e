import { useId } from 'react';
import { choiceInput } from '../private/choice.css';
import { FieldError } from '../private/FieldParts';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  /** Visible label (translated). */
  label: string;
}

export interface RadioGroupProps {
  /** The group's visible name (translated), its `<legend>`. */
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** Error message; tied to the group with `aria-describedby`. */
  error?: string;
  /** `column` (default) or `row` (wraps, follows the text direction). */
  direction?: 'row' | 'column';
  disabled?: boolean;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: the browser gives the
 * arrow-key behaviour and screen readers announce the group's name and position.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  direction = 'column',
  disabled = false,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options[direction]}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className={choiceInput}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} className={styles.error} />
    </fieldset>
  );
}
