import { useLingui } from '@lingui/react/macro';
import type { CountryCode, Locality } from '@quoteway/api-client';
import { Combobox } from '@quoteway/ui';
import { type Ref, useState } from 'react';
import { localityLabel, useLocalitySearch } from './useLocalitySearch';

interface LocalityFieldProps {
  /** Visible label (translated). */
  label: string;
  name: string;
  country: CountryCode;
  /** The chosen locality; its id is what a form sends. */
  value: Locality | null;
  onChange(locality: Locality | null): void;
  /** The text to start with when no locality is chosen (typed before the field was there). */
  defaultText?: string;
  /** Start with the suggestions shown (the text was typed before the field was there). */
  defaultOpen?: boolean;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Gazetteer autocomplete (the design system's Combobox): type, then pick with the arrow keys
 * and Enter, or with a pointer (the job wizard's place, the business's base, the home page's
 * search). Typing again forgets the choice, so the form only ever sends a locality the user
 * picked or whose whole label they typed.
 */
export function LocalityField({
  label,
  name,
  country,
  value,
  onChange,
  defaultText = '',
  defaultOpen = false,
  error,
  required = false,
  ref,
}: LocalityFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value ? localityLabel(value) : defaultText);
  const search = useLocalitySearch(value ? '' : text, country);
  const searching = !value && text.trim().length >= 2;
  return (
    <Combobox
      ref={ref}
      label={label}
      name={name}
      hint={t`Start typing a suburb, town or postcode, then choose it from the list.`}
      error={error}
      required={required}
      defaultOpen={defaultOpen}
      value={text}
      onInputChange={(next) => {
        setText(next);
        // A suggestion's whole label, typed or pasted, chooses it; any other text is no choice.
        const match = search.localities.find((locality) => localityLabel(locality) === next);
        if (match?.id !== value?.id) onChange(match ?? null);
      }}
      options={search.localities}
      loading={search.loading}
      // Nothing to say while the text is too short to search, or once a place is chosen.
      emptyMessage={
        searching && !search.loading ? t`No place found. Try typing its postcode.` : null
      }
      getOptionKey={(locality) => locality.id}
      getOptionLabel={localityLabel}
      onSelect={onChange}
    />
  );
}
