import { findProfession } from './findProfession';
import type { ProfessionList } from './wireTypes';
import { apiQuery } from '@quoteway/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../api';
import { isUuid } from '../ids';
import { siteCountry, useWizard } from './wizardStore';

/**
 * /landing-page/:service?/:locations? (and /iframehome): choose the trade `:service` names
 * and the first place of the gazetteer matching `:locations`; `?business=<id>` (a business
 * page's "Request a quote") makes that business a direct lead. Applied once per landing
 * page, so the customer's own changes are not undone on the way back to the page.
 */
export function useLandingPrefill(professions: UseQueryResult<ProfessionList>): void {
  const { service, locations } = useParams();
  const [search] = useSearchParams();
  const requested = search.get('business') ?? '';
  const businessId = isUuid(requested) ? requested.toLowerCase() : null;
  const key =
    service || locations || businessId
      ? `${service ?? ''}|${locations ?? ''}|${businessId ?? ''}`
      : null;
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
    // Another landing page starts another request: a business asked for before is dropped.
    wizard.update({ prefilled: key, businessId, onlyThisBusiness: false });
    const match = service && list ? findProfession(list, service) : undefined;
    if (match) wizard.chooseProfession({ slug: match.slug, name: match.name });
    if (locality) wizard.update({ locality });
  }, [key, waiting, list, service, locality, businessId]);
}
