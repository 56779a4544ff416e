import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type LandingTarget,
  type PostedJob,
  RequestAudience,
  useDirectBusiness,
  useLandingPrefill,
  useLandingTarget,
  useWizard,
} from '@quoteway/job-wizard';
import { PageContainer, Spinner, useDocumentTitle } from '@quoteway/ui';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { WhenNear } from '../layout/WhenNear';
import { useNotifications } from '../notifications/notificationStore';
import { useApiRead } from '../query/useApiRead';
import { withQuery } from '../query/withQuery';
import { useSession } from '../session/sessionStore';
import * as css from './home/home.css';
import { loadHeroSearch, wantHeroSearch } from './home/loadHeroSearch';
import { HeroSearchStandIn } from './home/HeroSearchStandIn';

// The search's trade list and place autocomplete: a chunk of their own, fetched after the
// page's load event or as the visitor comes to it (`loadHeroSearch`), with a stand-in of the
// same size that takes what is typed.
const HeroSearch = lazy(async () => ({ default: (await loadHeroSearch()).HeroSearch }));

// Below the hero, and never on /iframehome: its own chunk, loaded after the first screen.
const HomeSections = lazy(
  withQuery(async () => (await import('./home/HomeSections')).HomeSections),
);

// A landing page's local sections (a trade in a place): their own chunk, only there.
const LocalSections = lazy(
  withQuery(async () => (await import('./home/LocalSections')).LocalSections),
);

// The wizard past its first step: loaded as the visitor comes to the search (a pointer over
// it, focus in it, a touch), or at the latest when they go on into the wizard.
const loadWizard = () => import('@quoteway/job-wizard/wizard');
const JobWizard = lazy(withQuery(async () => (await loadWizard()).JobWizard));
const preloadWizard = () => {
  wantHeroSearch();
  void loadWizard();
};

/** The page's heading: the landing page's trade and place, as the trade list and gazetteer spell them. */
function useHeading(target: LandingTarget): string {
  const { t } = useLingui();
  const trade = target.profession?.name;
  const place = target.place;
  if (trade && place) return t`${trade} in ${place}`;
  if (trade) return t`${trade} near you`;
  if (place) return t`Local trades in ${place}`;
  return t`Get quotes from local trades you can trust`;
}

/**
 * Home and landing pages (/home, /landing-page/:service?/:locations?, /iframehome/...): the
 * hero holds the wizard's first step (trade and place) and goes on into the wizard; below it,
 * the figures, popular trades, how it works and recent reviews. A landing page says its trade
 * and place in its heading and title and fills them in. /iframehome is framed by other sites:
 * the hero and the wizard only.
 */
export function HomePage() {
  const { t } = useLingui();
  const { pathname, hash } = useLocation();
  const embedded = pathname.startsWith('/iframehome');
  // The header's "Post a job" (/home#post-a-job): the wizard starts at the trade field.
  useEffect(() => {
    if (hash !== '#post-a-job') return;
    const trade = document.querySelector<HTMLInputElement>('main input[name="trade"]');
    trade?.scrollIntoView({ block: 'center' });
    trade?.focus();
  }, [hash]);
  const headingId = useId();
  const navigate = useNavigate();
  const { service, locations } = useParams();
  const [search] = useSearchParams();
  const address = { service, locations, business: search.get('business') };
  const professions = useApiRead('professions', undefined);
  const target = useLandingTarget(address, professions);
  useLandingPrefill(address, target);
  const heading = useHeading(target);
  useDocumentTitle(heading);
  const started = useWizard((s) => s.started);
  // A business page's "Request a quote": who gets the job is said here and in the wizard,
  // in the same words (RequestAudience).
  const directName = useDirectBusiness().name;
  const prefilled = useWizard((s) => s.prefilled);
  // The wizard's heading takes focus only when the customer opened it from here.
  const [opened, setOpened] = useState(false);

  const start = (step: 0 | 1) => {
    const wizard = useWizard.getState();
    wizard.setStep(step);
    wizard.update({ started: true });
    setOpened(true);
  };

  // A live job: its customer follows it in My Jobs. A visitor's texted code made their account:
  // they are signed in on this tab only (the e-mailed link gives the account a password for
  // later) and see the job itself, open, with the notice to check their e-mail.
  const posted = ({ result, photosFailed }: PostedJob) => {
    // A new account that came without a session stays on the wizard's posted screen.
    if (result.verifyEmail && !result.session) return;
    // Back on the home page later, the customer starts from its search again.
    useWizard.getState().update({ started: false });
    // Photos that did not go up are said in the one toast of the action.
    const notifications = useNotifications.getState();
    const photoProblem = plural(photosFailed, {
      one: 'Your job is live, but # photo could not be added.',
      other: 'Your job is live, but # photos could not be added.',
    });
    if (result.session) {
      useSession.getState().signIn(result.session.token, result.session.user, false);
      if (photosFailed > 0) notifications.showError(photoProblem);
      void navigate(`/my-jobs/0/${result.job._id}`);
      return;
    }
    if (photosFailed > 0) notifications.showError(photoProblem);
    else notifications.showMessage(result.message);
    void navigate(useSession.getState().token ? '/my-jobs' : '/home');
  };

  return (
    <PageContainer>
      <div className={css.page}>
        <section
          className={`${css.hero} ${started ? css.heroWide : ''}`}
          aria-labelledby={headingId}
        >
          <div className={css.heroText}>
            <h1 id={headingId} className={css.heroTitle} dir="auto">
              {heading}
            </h1>
            {directName && (
              <p className={css.heroLead}>
                <Trans>
                  Requesting a quote from <span dir="auto">{directName}</span>
                </Trans>
              </p>
            )}
            <RequestAudience className={css.heroLead} />
            <ul className={css.heroPoints}>
              {[
                t`Free, with no obligation to hire`,
                t`Reviews only from real hires`,
                t`Business numbers checked`,
              ].map((point) => (
                <li key={point} className={css.heroPoint}>
                  <CheckIcon />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div
            className={css.heroPanel}
            onPointerEnter={preloadWizard}
            onFocus={preloadWizard}
            onTouchStart={preloadWizard}
          >
            {started ? (
              <Suspense
                fallback={
                  <div className={css.wizardLoading}>
                    <Spinner label={t`Loading`} />
                  </div>
                }
              >
                <JobWizard focusOnMount={opened} onPosted={posted} />
              </Suspense>
            ) : (
              // A landing page's trade and place arrive after the first render: the fields
              // start again with them.
              <Suspense fallback={<HeroSearchStandIn />}>
                <HeroSearch key={prefilled ?? ''} professions={professions} onStart={start} />
              </Suspense>
            )}
          </div>
        </section>
        {!embedded && (
          // Below the fold: their code, reads and render come as they come near the
          // viewport, or once the page is idle. The box holds their room meanwhile, so the
          // footer stays put.
          <WhenNear className={css.sections}>
            <Suspense fallback={null}>
              {target.profession && target.locality && target.place && (
                <LocalSections
                  trade={target.profession}
                  locality={target.locality}
                  place={target.place}
                />
              )}
              <HomeSections professions={professions} />
            </Suspense>
          </WhenNear>
        )}
      </div>
    </PageContainer>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={css.heroPointIcon}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9.25" />
      <path d="m7.75 12.25 2.75 2.75 5.75-6" />
    </svg>
  );
}
