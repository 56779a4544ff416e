import { Trans, useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import {
  JobWizard,
  useDirectBusiness,
  useJobWizardServices,
  useLandingPrefill,
  useLandingTarget,
  useWizard,
} from '@quoteway/job-wizard';
import { Spinner } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import type { WidgetAddress } from './address';
import { EmbedSignIn } from './EmbedSignIn';
import { reportJobPosted } from './hostMessages';
import { useEmbedSession } from './session';
import * as css from './widgets.css';

/**
 * Once the address's trade is filled in, the wizard opens at its second step (as the home
 * page's search does); again after "Post another job", never after the customer went back.
 */
function useOpenAtDetails(): void {
  const prefilled = useWizard((s) => s.prefilled);
  useEffect(() => {
    const wizard = useWizard.getState();
    if (prefilled !== null && wizard.profession && wizard.step === 0) wizard.setStep(1);
  }, [prefilled]);
}

interface JobPostingProps {
  address: WidgetAddress;
  /** Shown above the wizard, e.g. the way back to a business's card. */
  before?: ReactNode;
}

/**
 * The real job wizard inside a widget, every step of it (the texted code too), with the
 * address's trade, place and business filled in. The visitor never leaves the host page: the
 * posted screen shows here, and the host page is told (`job-posted`).
 */
export function JobPosting({ address, before }: JobPostingProps) {
  const { t } = useLingui();
  const id = useId();
  const { api } = useJobWizardServices();
  const professions = useQuery(apiQuery(api, 'professions'));
  const target = useLandingTarget(address, professions);
  useLandingPrefill(address, target);
  useOpenAtDetails();
  const signingIn = useEmbedSession((s) => s.signingIn);
  const directName = useDirectBusiness().name;
  const trade = target.profession?.name;
  const place = target.place;
  const heading = directName
    ? t`Request a quote from ${directName}`
    : trade && place
      ? t`Get quotes from a ${trade} in ${place}`
      : trade
        ? t`Get quotes from a ${trade}`
        : place
          ? t`Get quotes from local trades in ${place}`
          : t`Get quotes from local trades`;

  return (
    <section className={css.stack} aria-labelledby={id}>
      {before}
      <h1 id={id} className={css.heading} dir="auto">
        {heading}
      </h1>
      <p className={css.lead}>
        <Trans>Post your job for free. Up to five matching businesses will quote.</Trans>
      </p>
      {target.pending ? (
        <Spinner label={t`Loading`} />
      ) : signingIn ? (
        <EmbedSignIn />
      ) : (
        <JobWizard onPosted={({ result, direct }) => reportJobPosted(result.job._id, direct)} />
      )}
    </section>
  );
}
