import { useId } from 'react';
import * as css from './forms.css';

interface CheckboxFieldProps {
  /** Visible label (translated). */
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox with its label beside it. */
export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  const id = `${useId()}-checkbox`;
  return (
    <div className={css.checkboxRow}>
      <input
        id={id}
        type="checkbox"
        name={name}
        className={css.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
