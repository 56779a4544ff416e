import { plural } from '@lingui/core/macro';
import { popularTrades } from '@quoteway/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiQuery } from '@quoteway/api-client';
import { MAX_QUOTES_PER_JOB } from '@quoteway/domain';
import { ButtonLink, TextLink } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import type { ApiRead, ProfessionList } from '@quoteway/job-wizard';
import { type ReactNode, useId } from 'react';
import { api } from '../../api';
import { RouterLink } from '../../RouterLink';
import { RecentReviewsSection } from './RecentReviewsSection';
import * as css from './sections.css';
import { TradeIcon } from './TradeIcon';

/** Everything below the home page's hero (its own chunk; not on /iframehome). */
export function HomeSections({ professions }: { professions: ApiRead<ProfessionList> }) {
  return (
    <>
      <TrustFigures />
      <PopularTrades professions={professions} />
      <HowItWorks />
      <RecentReviews />
    </>
  );
}

/**
 * Figures computed from the marketplace's own data. A figure that is zero is left out (a new
 * site does not boast of nothing); with none to show, the section is not there at all.
 */
function TrustFigures() {
  const { i18n } = useLingui();
  const id = useId();
  const stats = useQuery(apiQuery(api, 'siteStats'));
  // Their room is held while they load: the sections under them do not move down.
  if (stats.isPending) return <div className={css.figuresPending} />;
  if (!stats.data) return null;
  const { businesses, verifiedBusinesses, averageRating, reviews, jobsThisMonth } = stats.data;
  const figures = [
    businesses > 0 && {
      key: 'businesses',
      value: i18n.number(businesses),
      label: plural(businesses, { one: 'business listed', other: 'businesses listed' }),
    },
    verifiedBusinesses > 0 && {
      key: 'verified',
      value: i18n.number(verifiedBusinesses),
      label: plural(verifiedBusinesses, {
        one: 'business verified with the register',
        other: 'businesses verified with the register',
      }),
    },
    averageRating !== null &&
      reviews > 0 && {
        key: 'rating',
        value: i18n.number(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        label: plural(reviews, {
          one: 'average rating, from # review',
          other: 'average rating, from # reviews',
        }),
      },
    jobsThisMonth > 0 && {
      key: 'jobs',
      value: i18n.number(jobsThisMonth),
      label: plural(jobsThisMonth, {
        one: 'job posted this month',
        other: 'jobs posted this month',
      }),
    },
  ].filter((figure) => figure !== false);
  if (figures.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        <Trans>Quoteway in numbers</Trans>
      </h2>
      <ul className={css.figures}>
        {figures.map((figure) => (
          <li key={figure.key} className={css.figure}>
            <span className={css.figureValue}>{figure.value}</span>
            <span className={css.figureLabel}>{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The trades hired most, each with its icon, leading to its businesses. */
function PopularTrades({ professions }: { professions: ApiRead<ProfessionList> }) {
  const { t } = useLingui();
  const id = useId();
  if (!professions.data) return null;
  const { professions: all } = professions.data;
  const popular = popularTrades.flatMap((slug) => all.filter((p) => p.slug === slug));
  if (popular.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHeader}>
        <h2 id={id} className={css.sectionTitle}>
          <Trans>Popular trades</Trans>
        </h2>
        <p className={css.sectionLead}>
          <Trans>See the businesses near you, their reviews and whether they are verified.</Trans>
        </p>
      </div>
      <ul className={css.trades}>
        {popular.map((trade) => (
          <li key={trade.slug}>
            <RouterLink href={`/profession/${trade.slug}`} className={css.trade}>
              <span className={css.tradeIcon}>
                <TradeIcon slug={trade.slug} />
              </span>
              <span dir="auto">{trade.name}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
      <div className={css.moreLink}>
        <TextLink as={RouterLink} href="/business-directory">
          {t`All trades and businesses`}
        </TextLink>
      </div>
    </section>
  );
}

/** How it works, for customers and for businesses, side by side. */
function HowItWorks() {
  const { t } = useLingui();
  const id = useId();
  const quotes = MAX_QUOTES_PER_JOB;
  const customers = [
    {
      title: t`Post your job for free`,
      text: t`Say what you need and where. It takes a few minutes, and costs nothing.`,
    },
    {
      title: t`Get quotes from verified local businesses`,
      text: t`Up to ${quotes} businesses that work in your area quote. Each shows its reviews, and a badge once the register has confirmed its business number.`,
    },
    {
      title: t`Hire, then review`,
      text: t`Compare prices, chat, and hire the one you want. Afterwards, your review helps the next customer choose.`,
    },
  ];
  const businesses = [
    {
      title: t`See leads with the price up front`,
      text: t`Every job in your trades and area shows what quoting on it costs, before you spend anything.`,
    },
    {
      title: t`Pay only to quote`,
      text: t`Looking at leads is free. Credits are spent only when you send a quote.`,
    },
    {
      title: t`Credits back if the customer never looks`,
      text: t`If the customer does not open your quote within 48 hours, or cancels before hiring anyone, your credits come back.`,
    },
  ];
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        <Trans>How it works</Trans>
      </h2>
      <div className={css.audiences}>
        <Audience title={t`For customers`} steps={customers} />
        <Audience
          title={t`For businesses`}
          steps={businesses}
          action={
            <ButtonLink as={RouterLink} href="/signup-business" variant="outline">
              {t`List your business`}
            </ButtonLink>
          }
        />
      </div>
    </section>
  );
}

interface AudienceProps {
  title: string;
  steps: readonly { title: string; text: string }[];
  action?: ReactNode;
}

function Audience({ title, steps, action }: AudienceProps) {
  const id = useId();
  return (
    <section className={css.audience} aria-labelledby={id}>
      <h3 id={id} className={css.audienceTitle}>
        {title}
      </h3>
      <ol className={css.steps}>
        {steps.map((step) => (
          <li key={step.title} className={css.step}>
            <h4 className={css.stepTitle}>{step.title}</h4>
            <p className={css.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
      {action && <div>{action}</div>}
    </section>
  );
}

/** The latest reviews of four stars or more, each from a verified hire. */
function RecentReviews() {
  const recent = useQuery(apiQuery(api, 'recentReviews'));
  return (
    <RecentReviewsSection
      title={<Trans>Recent reviews</Trans>}
      lead={<Trans>Only customers who hired a business through Quoteway can review it.</Trans>}
      reviews={recent.data?.reviews ?? []}
    />
  );
}
