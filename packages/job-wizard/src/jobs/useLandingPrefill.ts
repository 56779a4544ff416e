import type { Locality } from '@quoteway/api-client';
import { findTrade, namedPlace, placeQuery } from '@quoteway/domain';
import { isUuid } from '@quoteway/validation';
import { useEffect } from 'react';
import type { ApiRead } from '@quoteway/account-forms/fields';
import { useJobWizardServices } from '../services';
import type { ProfessionList } from './wireTypes';
import { siteCountry, useWizard } from './wizardStore';

type Profession = ProfessionList['professions'][number];

/**
 * What a landing address names: `/landing-page/:service?/:locations?` (and /iframehome, the
 * job widget), and the `?business=` of a business's "Request a quote".
 */
export interface LandingAddress {
  /** `:service`, a trade's slug or name ("plumber", "gib-stopper"). */
  service?: string | undefined;
  /** `:locations`, a place as typed in an address ("auckland", "mt-eden"). */
  locations?: string | undefined;
  /** `?business=`, the id of the business asked for a quote (anything else is ignored). */
  business?: string | null | undefined;
  /**
   * Whether the customer may also let other businesses quote a direct request (default yes;
   * a business's job widget says no unless the business chose otherwise).
   */
  othersOffered?: boolean | undefined;
}

/** What a landing page's address names: its trade and its place, once they are known. */
export interface LandingTarget {
  /** The address names a trade or a place (a landing page, or /iframehome with them). */
  isLanding: boolean;
  profession: Profession | undefined;
  /** The first place of the gazetteer matching `:locations`. */
  locality: Locality | undefined;
  /** That place's name, spelled as the gazetteer spells it. */
  place: string | undefined;
  /** Still looking the trade or the place up. */
  pending: boolean;
}

/** The trade `:service` names and the first place of the gazetteer matching `:locations`. */
export function useLandingTarget(
  { service, locations }: LandingAddress,
  professions: Pick<ApiRead<ProfessionList>, 'data' | 'isPending'>,
): LandingTarget {
  const { useApiRead } = useJobWizardServices();
  const words = placeQuery(locations ?? '');
  // No match or no answer: the heading stays general and the customer chooses the place.
  const placeMatch = useApiRead(
    'searchLocalities',
    { query: { q: words, limit: 1, country: siteCountry() } },
    { enabled: words !== '' },
  );
  const profession =
    service && professions.data ? findTrade(professions.data.professions, service) : undefined;
  const locality = placeMatch.data?.localities[0];
  return {
    isLanding: Boolean(service || locations),
    profession,
    locality,
    place: locality ? namedPlace(locality, words) : undefined,
    pending: (Boolean(service) && professions.isPending) || (words !== '' && placeMatch.isPending),
  };
}

/**
 * Choose the landing page's trade and place in the wizard; `?business=<id>` (a business
 * page's "Request a quote") makes that business a direct lead. Applied once per landing page,
 * so the customer's own changes are not undone on the way back to the page. With
 * `openAtDetails`, a known trade also opens the wizard at its second step (the job widget,
 * which has no search in front of the wizard). Answers whether the address is applied (or
 * names nothing), so a caller can wait for it rather than show the first step a moment.
 */
export function useLandingPrefill(
  address: LandingAddress,
  target: LandingTarget,
  { openAtDetails = false }: { openAtDetails?: boolean } = {},
): boolean {
  const { service, locations } = address;
  const othersOffered = address.othersOffered ?? true;
  const requested = address.business ?? '';
  const businessId = isUuid(requested) ? requested.toLowerCase() : null;
  const key =
    target.isLanding || businessId
      ? `${service ?? ''}|${locations ?? ''}|${businessId ?? ''}`
      : null;
  const { pending, profession, locality } = target;
  const prefilled = useWizard((s) => s.prefilled);
  useEffect(() => {
    const wizard = useWizard.getState();
    if (!key || pending || wizard.prefilled === key) return;
    // Another landing page starts another request: a business asked for before is dropped,
    // and a new one is asked alone until the customer says otherwise.
    wizard.update({ prefilled: key, businessId, openToOthers: false, othersOffered });
    if (profession) wizard.chooseProfession({ slug: profession.slug, name: profession.name });
    if (locality) wizard.update({ locality });
    if (businessId) {
      // A business's "Request a quote" goes straight into the wizard: on the business's trade
      // at its questions, or, without one named, at the trade step (which then offers only
      // that business's trades). A general search in front of it would offer every trade.
      wizard.update({ started: true });
      if (profession && wizard.step === 0) wizard.setStep(1);
    } else if (profession && openAtDetails && wizard.step === 0) wizard.setStep(1);
  }, [key, pending, profession, locality, businessId, othersOffered, openAtDetails]);
  return key === null || prefilled === key;
}
