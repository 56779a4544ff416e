import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack } from '@quoteway/ui';
import { Link } from 'react-router';
import { apiQuery } from '@quoteway/api-client';
import { api } from '../api';
import { useQuery } from '@tanstack/react-query';
import { JobWizard } from '../jobs/JobWizard';
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

/**
 * Home and landing pages (/home, /landing-page/:service?/:locations?, /iframehome/...):
 * the job wizard in the hero, popular trades below. A landing page's `:service` and
 * `:locations` prefill the wizard's trade and place.
 */
export function HomePage() {
  const { t } = useLingui();
  const professions = useQuery(apiQuery(api, 'professions'));

  return (
    <SimplePage title={t`Get quotes from local trades you can trust`}>
      <Stack gap="lg">
        <p className={css.lead}>
          <Trans>Post your job for free. Up to five matching businesses will quote.</Trans>
        </p>
        <Card padding="lg">
          <JobWizard />
        </Card>
        <h2>
          <Trans>Popular trades</Trans>
        </h2>
      </Stack>
      {professions.isSuccess && (
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
