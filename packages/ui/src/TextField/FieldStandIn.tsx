import { useId } from 'react';
import { FieldHint, FieldLabel } from '../private/FieldParts';
import * as styles from './TextField.css';

export interface FieldStandInProps {
  label: string;
  name: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
}

/**
 * A text field's look (label, hint, input) without its wiring: what a page shows while the code
 * of a richer field (a Combobox) loads, so that nothing moves when it comes. Its input takes
 * typing; the page hands what was typed on to the field that replaces it.
 */
export function FieldStandIn({
  label,
  name,
  hint,
  placeholder,
  required = false,
}: FieldStandInProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <FieldLabel htmlFor={id} label={label} required={required} hidden={false} />
      <FieldHint id={`${id}-hint`} hint={hint} />
      <input
        id={id}
        name={name}
        className={styles.input}
        placeholder={placeholder}
        required={required}
        autoComplete="off"
        dir="auto"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
