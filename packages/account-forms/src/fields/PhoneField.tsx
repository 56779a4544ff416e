import { useLingui } from '@lingui/react/macro';
import { regionalSites, siteCountries } from '@quoteway/domain';
import { Select, TextField } from '@quoteway/ui';
import { type PhoneCallingCode, phoneFormats, readPhone } from '@quoteway/validation';
import * as css from './forms.css';

/** The calling codes of the regional sites (spec section 5 has a rule for each). */
export type CallingCode = PhoneCallingCode;

/** The codes offered, in the sites' order (the regional sites' table). */
const callingCodes: readonly CallingCode[] = siteCountries.map(
  (country) => regionalSites[country].phone.callingCode,
);

/** Separators people put in numbers; what is left starts with the code when one was pasted. */
const SEPARATORS = /[\s().-]/g;

/** The other offered code a pasted number starts with ("+61 412...", "0061 412..."), if any. */
function pastedCode(number: string, current: CallingCode): CallingCode | undefined {
  const compact = number.replace(SEPARATORS, '');
  return callingCodes.find(
    (code) =>
      code !== current && (compact.startsWith(code) || compact.startsWith(`00${code.slice(1)}`)),
  );
}

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

/**
 * Mobile number: a calling-code select (the site's code first chosen by the app) and the
 * number as people type it at home ("021 555 0198"), sent as "+64 21 555 0198". A number
 * pasted with another of the offered codes switches the select to it.
 */
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
  const example = phoneFormats[code].example;
  return (
    <div className={css.phoneRow}>
      <Select
        label={t`Country code`}
        name="callingCode"
        value={code}
        onChange={(event) => onCodeChange(event.target.value as CallingCode)}
        autoComplete="tel-country-code"
      >
        {callingCodes.map((c) => (
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
        dir="ltr"
        placeholder={example}
        value={number}
        onChange={(event) => {
          const next = event.target.value;
          const other = pastedCode(next, code);
          if (other) onCodeChange(other);
          onNumberChange(next);
        }}
        onBlur={onNumberBlur}
        error={error}
      />
    </div>
  );
}

/**
 * The mobile number as the API takes and stores it: the calling code, a space and the
 * national number without its trunk 0 ("+64 21 555 0198"); as typed when it is not valid.
 */
export function internationalPhone(code: CallingCode, number: string): string {
  const reading = readPhone(code, number);
  return reading.ok ? reading.international : `${code} ${number.trim()}`;
}

/**
 * A phone number to show inside a sentence: isolated left to right, so in Arabic
 * "+64 21 555 0198" keeps its order instead of reading its digit groups right to left.
 */
export function shownPhone(international: string): string {
  return `\u2066${international}\u2069`;
}
