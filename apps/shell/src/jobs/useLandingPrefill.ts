import type { ProfessionList } from './wireTypes';
import { apiQuery } from '@quoteway/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
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
export function useLandingPrefill(professions: UseQueryResult<ProfessionList>): void {
  const { service, locations } = useParams();
  const key = service || locations ? `${service ?? ''}|${locations ?? ''}` : null;
  const toApply = useWizard((s) => key !== null && s.prefilled !== key);
  const place = locations?.trim().slice(0, 80) ?? '';
  // The first place of the gazetteer matching `:locations`; no match or no answer: the
  // customer chooses the place on the location step.
  const placeMatch = useQuery({
    ...apiQuery(api, 'searchLocalities', {
      query: { q: place, limit: 1, country: siteCountry() },
    }),
    enabled: toApply && place !== '',
  });
  const list = professions.data?.professions ?? null;
  const waiting =
    (Boolean(service) && professions.isPending) ||
    (toApply && place !== '' && placeMatch.isPending);
  const locality = placeMatch.data?.localities[0];
  useEffect(() => {
    const wizard = useWizard.getState();
    if (!key || waiting || wizard.prefilled === key) return;
    wizard.update({ prefilled: key });
    const match = service && list ? findProfession(list, service) : undefined;
    if (match) wizard.chooseProfession({ slug: match.slug, name: match.name });
    if (locality) wizard.update({ locality });
  }, [key, waiting, list, service, locality]);
}
