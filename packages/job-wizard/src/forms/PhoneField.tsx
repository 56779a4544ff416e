import { useLingui } from '@lingui/react/macro';
import { Select, TextField } from '@quoteway/ui';
import { type PhoneCallingCode, phoneCallingCodes } from '@quoteway/validation';
import * as css from './forms.css';

/** The calling codes of the regional sites (spec section 5 has a rule for each). */
export type CallingCode = PhoneCallingCode;

interface PhoneFieldProps {
  code: CallingCode;
  number: string;
  onCodeChange(code: CallingCode): void;
  onNumberChange(number: string): void;
  onNumberBlur?(): void;
  error?: string;
  /** Ref callback for the input (focus goes there on an error). */
  bind(element: HTMLElement | null): void;
}

/** Mobile number: a calling-code select and the national number, sent as "+64 21 123 4567". */
export function PhoneField({
  code,
  number,
  onCodeChange,
  onNumberChange,
  onNumberBlur,
  error,
  bind,
}: PhoneFieldProps) {
  const { t } = useLingui();
  return (
    <div className={css.phoneRow}>
      <Select
        label={t`Country code`}
        name="callingCode"
        value={code}
        onChange={(event) => onCodeChange(event.target.value as CallingCode)}
        autoComplete="tel-country-code"
      >
        {Object.values(phoneCallingCodes).map((c) => (
          <option key={c} value={c}>
            {/* Isolated left to right: in Arabic '+64' must not read '64+'. */}
            {`\u2066${c}\u2069`}
          </option>
        ))}
      </Select>
      <TextField
        ref={bind}
        label={t`Mobile number`}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        value={number}
        onChange={(event) => onNumberChange(event.target.value)}
        onBlur={onNumberBlur}
        error={error}
      />
    </div>
  );
}

/** The mobile number as the API takes it: calling code, a space, the national number. */
export function internationalPhone(code: CallingCode, number: string): string {
  return `${code} ${number.trim()}`;
}
