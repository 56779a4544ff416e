import { useLingui } from '@lingui/react/macro';
import { TextField } from '@quoteway/ui';

interface EmailFieldProps {
  value: string;
  onChange(email: string): void;
  error?: string;
  /** Ref callback for the input (focus goes there on an error). */
  bind(element: HTMLElement | null): void;
  /** `username` where the address signs in to an account the browser may remember. */
  autoComplete?: 'email' | 'username';
  hint?: string;
  maxLength?: number;
}

/** A person's e-mail address (required), as every account form asks for it. */
export function EmailField({
  value,
  onChange,
  error,
  bind,
  autoComplete = 'email',
  hint,
  maxLength,
}: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      ref={bind}
      label={t`E-mail address`}
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
      maxLength={maxLength}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
