import { useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import { JobWizard } from '@quoteway/job-wizard/wizard';
import {
  RequestAudience,
  useDirectBusiness,
  useJobWizardServices,
  useLandingPrefill,
  useLandingTarget,
} from '@quoteway/job-wizard';
import { Spinner } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { WidgetAddress } from './address';
import { EmbedSignIn } from './EmbedSignIn';
import { reportJobPosted } from './hostMessages';
import { useEmbedSession } from './session';
import * as css from './widgets.css';

interface JobPostingProps {
  address: WidgetAddress;
  /** Shown above the wizard, e.g. the way back to a business's card. */
  before?: ReactNode;
  /**
   * The visitor opened the wizard (a button replaced by it): its first step's heading takes
   * focus. Never on a widget's first load, which must not take focus from the host page.
   */
  focusOnMount?: boolean;
}

/**
 * The real job wizard inside a widget, every step of it (the texted code too), with the
 * address's trade, place and business filled in. The visitor never leaves the host page: the
 * posted screen shows here, and the host page is told (`job-posted`).
 */
export function JobPosting({ address: given, before, focusOnMount = false }: JobPostingProps) {
  const { t } = useLingui();
  // On another website a business's widget keeps its visitors' jobs to it: the choice to ask
  // others too is offered only where the business allowed it (`?others=1`).
  const address = { ...given, othersOffered: given.othersOffered ?? false };
  const id = useId();
  const { api } = useJobWizardServices();
  const professions = useQuery(apiQuery(api, 'professions'));
  const target = useLandingTarget(address, professions);
  // A known trade opens the wizard at its questions, as the home page's search does; the
  // wizard shows once the address is applied (the posted screen stays after the draft resets).
  const applied = useLandingPrefill(address, target, { openAtDetails: true });
  const [ready, setReady] = useState(false);
  if (applied && !ready) setReady(true);
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

  // The heading names the trade and the place once they are looked up, never before.
  if (!ready) return <Spinner label={t`Loading`} />;
  return (
    <section className={css.stack} aria-labelledby={id}>
      {before}
      <h1 id={id} className={css.heading} dir="auto">
        {heading}
      </h1>
      <RequestAudience className={css.lead} />
      {signingIn ? (
        <EmbedSignIn />
      ) : (
        <JobWizard
          focusOnMount={focusOnMount}
          onPosted={({ result, direct }) => reportJobPosted(result.job._id, direct)}
        />
      )}
    </section>
  );
}
