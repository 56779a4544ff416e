import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, TextField } from '@quoteway/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../api';
import { useLoad } from '../useApi';
import { useLocalitySuggestions } from '../useLocalitySuggestions';
import { SimplePage } from './SimplePage';
import * as css from './pages.css';

// The trades New Zealanders hire most, in that order (shown as shortcuts on the home page).
const popularSlugs = [
  'builder',
  'plumber',
  'electrician',
  'painter',
  'landscaper',
  'cleaner',
  'roofer',
  'arborist',
  'gib-stopper',
  'drainlayer',
  'tiler',
  'handyman',
];

/** Home and landing: start a job by trade and place; popular trades below. */
export function HomePage() {
  const { t } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const [service, setService] = useState(params.service ?? '');
  const [location, setLocation] = useState(params.locations ?? '');
  const professions = useLoad('professions', () => api.professions());
  const listId = useId();
  const placesId = useId();
  const places = useLocalitySuggestions(location);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match =
      professions.state === 'success'
        ? professions.data.professions.find(
            (p) => p.name.toLowerCase() === service.trim().toLowerCase() || p.slug === service,
          )
        : undefined;
    const slug = match?.slug ?? service.trim().toLowerCase().replace(/\s+/g, '-');
    if (!slug) return;
    navigate(`/landing-page/${encodeURIComponent(slug)}/${encodeURIComponent(location.trim())}`);
  };

  return (
    <SimplePage title={t`Get quotes from local trades you can trust`}>
      <p className={css.lead}>
        <Trans>Post your job for free. Up to five matching businesses will quote.</Trans>
      </p>
      <Card>
        <form onSubmit={submit} className={css.searchForm} aria-label={t`Start a job`}>
          <TextField
            label={t`What do you need done?`}
            name="service"
            value={service}
            onChange={(event) => setService(event.target.value)}
            placeholder={t`e.g. Plumber`}
            list={listId}
            autoComplete="off"
          />
          <datalist id={listId}>
            {professions.state === 'success' &&
              professions.data.professions.map((p) => <option key={p.slug} value={p.name} />)}
          </datalist>
          <TextField
            label={t`Where?`}
            name="location"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder={t`Suburb, town or postcode`}
            list={placesId}
            autoComplete="off"
          />
          <datalist id={placesId}>
            {places.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <Button type="submit">{t`Get quotes`}</Button>
        </form>
      </Card>
      <h2>
        <Trans>Popular trades</Trans>
      </h2>
      {professions.state === 'success' && (
        <Stack direction="row" gap="sm" wrap>
          {popularSlugs
            .map((slug) => professions.data.professions.find((p) => p.slug === slug))
            .filter((p) => p !== undefined)
            .map((p) => (
              <Link key={p.slug} to={`/profession/${p.slug}`} className={css.chip}>
                {p.name}
              </Link>
            ))}
        </Stack>
      )}
    </SimplePage>
  );
}
