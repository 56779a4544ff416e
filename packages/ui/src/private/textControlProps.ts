import type { ChangeEvent, FocusEvent, Ref } from 'react';

/** The props TextField and TextArea share, for their control element `E`. */
export interface TextControlProps<E extends HTMLElement> {
  /** Visible label (translated). */
  label: string;
  name: string;
  /** Defaults to a generated id. */
  id?: string;
  /** Controlled value (pair with `onChange`); or use `defaultValue` for uncontrolled. */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  /** Error message; when set the control gets `aria-invalid` and is described by it. */
  error?: string;
  /** Help text shown under the label, linked with `aria-describedby`. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  minLength?: number;
  /** Text direction of the value; `auto` (default) suits mixed Arabic/Latin input. */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  ref?: Ref<E>;
}
