import { useLingui } from '@lingui/react/macro';
import { apiQuery, type Locality } from '@quoteway/api-client';
import { siteCountryOfHost } from '@quoteway/domain';
import { Combobox } from '@quoteway/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import { useConsole } from '../console';

/** Wait this long after the last keystroke before asking for suggestions. */
const SEARCH_DELAY_MS = 250;

/** How a locality reads in the field and its suggestions. */
function localityLabel(locality: Locality): string {
  return `${locality.locality}, ${locality.region} ${locality.postcode}`;
}

interface LocalityFieldProps {
  label: string;
  /** The chosen locality, or null while the text matches none. */
  value: Locality | null;
  onChange: (locality: Locality | null) => void;
  error?: string;
  /** A place must be chosen (the business's base); default true. */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The business's base: gazetteer suggestions as the business types, in the design system's
 * Combobox (arrow keys and Enter, or a pointer). Typing a suggestion's whole label chooses it
 * too (a pasted address); any other text is no choice.
 */
export function LocalityField({
  label,
  value,
  onChange,
  error,
  required = true,
  ref,
}: LocalityFieldProps) {
  const { t } = useLingui();
  const { api, user } = useConsole();
  // The business's places are its own country's, whichever regional site it signed in on.
  const country = user?.business?.country ?? siteCountryOfHost(window.location.hostname);
  const [text, setText] = useState(value ? localityLabel(value) : '');
  // The text searched for: what the business typed, once they pause typing.
  const [search, setSearch] = useState('');

  useEffect(() => {
    const q = text.trim();
    // Nothing to suggest for a short text, or for the locality already chosen.
    if (q.length < 2 || (value && localityLabel(value) === text)) return;
    const timer = setTimeout(() => setSearch(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  // The last suggestions stay while the next ones load; when a search fails there are none
  // this time, and the business can keep typing.
  const found = useQuery({
    ...apiQuery(api, 'searchLocalities', { query: { q: search, country } }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const chosen = value !== null && localityLabel(value) === text;
  const suggestions = chosen ? [] : (found.data?.localities ?? []);

  const type = (next: string) => {
    setText(next);
    const match = suggestions.find((s) => localityLabel(s) === next) ?? null;
    if (match?.id !== value?.id) onChange(match);
  };

  return (
    <Combobox
      ref={ref}
      label={label}
      hint={t`Start typing a suburb, town or postcode, then choose it from the list.`}
      name="locality"
      value={text}
      onInputChange={type}
      options={suggestions}
      loading={!chosen && text.trim().length >= 2 && (found.isFetching || search !== text.trim())}
      emptyMessage={
        chosen || text.trim().length < 2 ? null : t`No place found. Try typing its postcode.`
      }
      getOptionKey={(locality) => locality.id}
      getOptionLabel={localityLabel}
      onSelect={onChange}
      error={error}
      required={required}
    />
  );
}
