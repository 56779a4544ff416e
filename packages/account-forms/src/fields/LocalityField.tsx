import { useLingui } from '@lingui/react/macro';
import type { CountryCode, Locality } from '@quoteway/api-client';
import { regionalSites } from '@quoteway/domain';
import { Combobox, TextLink } from '@quoteway/ui';
import { type Ref, useState } from 'react';
import * as forms from './forms.css';
import { localityLabel, useLocalitySearch } from './useLocalitySearch';
import { type PlaceElsewhere, usePlaceElsewhere } from './usePlaceElsewhere';

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
  /**
   * What a place found only in another country offers: its site (`visit`, the default), or
   * to post the job there (`post-job`, the job wizard's).
   */
  elsewhereOffer?: 'visit' | 'post-job';
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
  elsewhereOffer = 'visit',
}: LocalityFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value ? localityLabel(value) : defaultText);
  const search = useLocalitySearch(value ? '' : text, country);
  const searching = !value && text.trim().length >= 2;
  const nothingHere = searching && !search.loading && search.localities.length === 0;
  const elsewhere = usePlaceElsewhere(text, country, nothingHere);
  return (
    <div className={forms.field}>
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
        // Nothing to say while the text is too short to search, or once a place is chosen. A
        // place of another country is said under the field, where its link can be reached.
        emptyMessage={
          searching && !search.loading && !elsewhere
            ? t`No place found. Try typing its postcode.`
            : null
        }
        getOptionKey={(locality) => locality.id}
        getOptionLabel={localityLabel}
        onSelect={onChange}
      />
      <p role="status" className={forms.hint}>
        {elsewhere ? <ElsewhereOffer place={elsewhere} offer={elsewhereOffer} /> : null}
      </p>
    </div>
  );
}

/**
 * "Bondi is in Australia. Post your job on Quoteway Australia →": one sentence and a link to
 * the same page on that country's site (same scheme and port, so it works in development).
 */
function ElsewhereOffer({ place, offer }: { place: PlaceElsewhere; offer: 'visit' | 'post-job' }) {
  const { t } = useLingui();
  // The same names as the regional popup's, so each reads naturally in every language.
  const countryNames = { NZ: t`New Zealand`, AU: t`Australia`, IN: t`India` };
  const siteNames = {
    NZ: t`Quoteway New Zealand`,
    AU: t`Quoteway Australia`,
    IN: t`Quoteway India`,
  };
  const name = place.locality;
  const countryName = countryNames[place.country];
  const site = siteNames[place.country];
  const { protocol, port, pathname, search } = window.location;
  const href = `${protocol}//${regionalSites[place.country].host}${port ? `:${port}` : ''}${pathname}${search}`;
  return (
    <>
      {t`${name} is in ${countryName}.`}{' '}
      <TextLink href={href}>
        {offer === 'post-job' ? t`Post your job on ${site} →` : t`Go to ${site} →`}
      </TextLink>
    </>
  );
}
