import type { ProfessionList } from './wireTypes';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
import type { Loadable } from '../useApi';
import { siteCountry, useWizard } from './wizardStore';

/** 'GIB Stopper', 'gib-stopper' and 'gib stopper' all read 'gib-stopper'. */
function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The trade a landing page's `:service` names (by slug or name, any case), if any. */
function findProfession(
  professions: ProfessionList['professions'],
  service: string,
): ProfessionList['professions'][number] | undefined {
  const wanted = normalise(service);
  if (!wanted) return undefined;
  return professions.find((p) => p.slug === wanted || normalise(p.name) === wanted);
}

/**
 * /landing-page/:service?/:locations? (and /iframehome): choose the trade `:service` names
 * and the first place of the gazetteer matching `:locations`. Applied once per landing
 * page, so the customer's own changes are not undone on the way back to the page.
 */
export function useLandingPrefill(professions: Loadable<ProfessionList>): void {
  const { service, locations } = useParams();
  const key = service || locations ? `${service ?? ''}|${locations ?? ''}` : null;
  const list = professions.state === 'success' ? professions.data.professions : null;
  const waiting = Boolean(service) && professions.state === 'loading';
  useEffect(() => {
    const wizard = useWizard.getState();
    if (!key || waiting || wizard.prefilled === key) return;
    wizard.update({ prefilled: key });
    const match = service && list ? findProfession(list, service) : undefined;
    if (match) wizard.chooseProfession({ slug: match.slug, name: match.name });
    const place = locations?.trim().slice(0, 80);
    if (place) {
      api.searchLocalities({ q: place, limit: 1, country: siteCountry() }).then(
        ({ localities }) => {
          const first = localities[0];
          if (first) useWizard.getState().update({ locality: first });
        },
        // No match or no answer: the customer chooses the place on the location step.
        () => undefined,
      );
    }
  }, [key, waiting, list, service, locations]);
}
