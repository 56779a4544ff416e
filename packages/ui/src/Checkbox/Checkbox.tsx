import { useId } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** Visible label (translated), beside the box. */
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A native checkbox with its label beside it (keyboard and screen readers for free). */
export function Checkbox({ label, name, checked, onChange, disabled }: CheckboxProps) {
  const id = `${useId()}-checkbox`;
  return (
    <div className={styles.row}>
      <input
        id={id}
        type="checkbox"
        name={name}
        className={styles.box}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
