import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, Card, TextLink } from '@quoteway/ui';
import { useParams } from 'react-router';
import { apiQuery } from '@quoteway/api-client';
import { api } from '../api';
import { useQuery } from '@tanstack/react-query';
import { SimplePage } from './SimplePage';
import * as css from './pages.css';
import { RouterLink } from '../RouterLink';

function LoadFailed() {
  return (
    <p role="alert">
      <Trans>Something went wrong</Trans>
    </p>
  );
}

/** Every trade, grouped by category. */
export function BusinessDirectoryPage() {
  const { t } = useLingui();
  const list = useQuery(apiQuery(api, 'professions'));
  return (
    <SimplePage title={t`Business Directory`}>
      {list.isPending && (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      {list.isError && <LoadFailed />}
      {list.isSuccess && (
        <ul className={css.columns}>
          {list.data.categories.map((category) => (
            <li key={category.slug}>
              <Card>
                <h2>{category.name}</h2>
                <ul className={css.plainList}>
                  {list.data.professions
                    .filter((p) => p.categorySlug === category.slug)
                    .map((p) => (
                      <li key={p.slug}>
                        <TextLink as={RouterLink} href={`/profession/${p.slug}`}>
                          {p.name}
                        </TextLink>
                      </li>
                    ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </SimplePage>
  );
}

/** /profession/:professionId/:selectedLocation?: one trade, optionally in one place. */
export function ProfessionPage() {
  const { t } = useLingui();
  const { professionId = '', selectedLocation } = useParams();
  const profession = useQuery(apiQuery(api, 'profession', { params: { slug: professionId } }));
  const name = profession.isSuccess ? profession.data.name : professionId;
  const place = selectedLocation ?? '';
  return (
    <SimplePage title={place ? t`${name} in ${place}` : name}>
      {profession.isError && <LoadFailed />}
      <p>
        <Trans>
          No businesses are listed here yet. Post your job and matching businesses will quote.
        </Trans>
      </p>
      <ButtonLink as={RouterLink} href={`/landing-page/${professionId}/${place}`}>
        {t`Get quotes`}
      </ButtonLink>
    </SimplePage>
  );
}

/** /category/:professionName/:locationName. */
export function CategoryPage() {
  const { t } = useLingui();
  const { professionName = '', locationName = '' } = useParams();
  return (
    <SimplePage title={t`${professionName} in ${locationName}`}>
      <p>
        <Trans>
          No businesses are listed here yet. Post your job and matching businesses will quote.
        </Trans>
      </p>
    </SimplePage>
  );
}

/** /business-details/:id. */
export function BusinessDetailsPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Business details`}>
      <p>
        <Trans>This business has not completed its profile yet.</Trans>
      </p>
    </SimplePage>
  );
}
