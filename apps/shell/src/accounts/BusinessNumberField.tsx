import { useLingui } from '@lingui/react/macro';
import { apiQuery, type CountryCode } from '@quoteway/api-client';
import { regionalSites } from '@quoteway/domain';
import { TextField, VisuallyHidden } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api';

/** After the field has been left once, re-check this long after the last keystroke. */
const CHECK_PAUSE_MS = 500;

interface BusinessNumberFieldProps {
  country: CountryCode;
  value: string;
  onChange(value: string): void;
  /** An error from submitting (the server's word on `businessABN`). */
  error?: string;
  /** Ref callback for the input (focus goes there on an error). */
  bind(element: HTMLElement | null): void;
}

/**
 * The business number (NZBN, ABN / ACN or GSTIN by country) with a live check that shows
 * the register's message: when the field is left, then again as the user corrects it.
 */
export function BusinessNumberField({
  country,
  value,
  onChange,
  error,
  bind,
}: BusinessNumberFieldProps) {
  const { t } = useLingui();
  const [touched, setTouched] = useState(false);
  // The number to check now; a check answers for the country and number it was asked.
  const [requested, setRequested] = useState<{ country: CountryCode; number: string } | null>(null);
  const number = value.trim();
  const key = `${country}|${number}`;

  // A failed check is not a verdict (no message shows): registration checks it again anyway.
  const check = useQuery({
    ...apiQuery(api, 'checkBusinessNumber', { query: requested ?? { country, number } }),
    enabled: requested !== null,
  });

  // Once the field has been left, follow the user's corrections after a pause.
  useEffect(() => {
    if (!touched || number === '') return;
    const timer = setTimeout(() => setRequested({ country, number }), CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [touched, country, number]);

  // A check answers for the country and number it was asked, not for what is typed since.
  const result =
    requested && `${requested.country}|${requested.number}` === key ? check.data : undefined;
  // The country's register numbers, from the regional sites' table ("NZBN", "ABN / ACN").
  const kinds = regionalSites[country].businessNumbers;
  const numbers = kinds.join(' / ');
  return (
    <>
      <TextField
        ref={bind}
        label={t`Business ${numbers}`}
        name="businessABN"
        required
        inputMode={kinds.includes('GSTIN') ? 'text' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          setTouched(true);
          if (number !== '') setRequested({ country, number });
        }}
        error={error ?? (result && !result.valid ? result.message : undefined)}
        hint={result?.valid ? result.message : undefined}
      />
      <VisuallyHidden>
        <span role="status">{result?.message ?? ''}</span>
      </VisuallyHidden>
    </>
  );
}
