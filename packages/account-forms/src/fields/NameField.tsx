import { useLingui } from '@lingui/react/macro';
import { TextField } from '@quoteway/ui';

interface NameFieldProps {
  value: string;
  onChange(name: string): void;
  error?: string;
  /** Ref callback for the input (focus goes there on an error). */
  bind(element: HTMLElement | null): void;
  maxLength?: number;
}

/** A person's name (required), as a new account or a visitor's job asks for it. */
export function NameField({ value, onChange, error, bind, maxLength }: NameFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      ref={bind}
      label={t`Your name`}
      name="userName"
      autoComplete="name"
      required
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
