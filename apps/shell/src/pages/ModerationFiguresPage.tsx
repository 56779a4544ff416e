import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery } from '@quoteway/api-client';
import { Card, Spinner } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { SimplePage } from './SimplePage';
import * as css from './moderationFigures.css';

type Month = ApiOutput<'moderationFigures'>['months'][number];

/**
 * /moderation: the moderation figures Quoteway publishes, month by month: reported reviews and
 * what operators decided by reason, reported and confirmed fake leads, the credits returned,
 * and the median time to a decision. The server counts them from its records.
 */
export function ModerationFiguresPage() {
  const { t } = useLingui();
  const figures = useQuery(apiQuery(api, 'moderationFigures', { query: { months: 12 } }));
  return (
    <SimplePage title={t`Moderation figures`}>
      <p className={css.lead}>
        <Trans>
          Every report of a review or a lead is decided by a person at Quoteway, who records the
          reason. These figures are counted each month from that record and from the credit ledger.
        </Trans>
      </p>
      {figures.isPending ? <Spinner label={t`Loading`} /> : null}
      {figures.isError ? <p role="alert">{t`The figures could not be loaded.`}</p> : null}
      {figures.data ? (
        <ol className={css.months}>
          {figures.data.months.map((month) => (
            <MonthFigures key={month.month} month={month} />
          ))}
        </ol>
      ) : null}
    </SimplePage>
  );
}

function MonthFigures({ month }: { month: Month }) {
  const { t, i18n } = useLingui();
  const [year, monthNumber] = month.month.split('-').map(Number);
  const title = new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
  const number = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  const reasons: Record<string, string> = {
    fake: t`Fake or not from a real customer`,
    offensive: t`Offensive or abusive`,
    'personal-information': t`Shares personal information`,
    'not-a-hire': t`Not from a real hire`,
    other: t`Something else`,
  };
  const headingId = `month-${month.month}`;
  const median = medianText(month.medianDecisionSeconds, i18n.locale);
  return (
    <li>
      <Card padding="md">
        <section aria-labelledby={headingId} className={css.month}>
          <h2 id={headingId} className={css.monthTitle}>
            {title}
          </h2>
          {month.reviews.length === 0 ? (
            <p>{t`No reviews were reported or decided.`}</p>
          ) : (
            <div className={css.tableBox}>
              <table className={css.table}>
                <caption className={css.caption}>{t`Reported reviews, by reason`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Reason`}</th>
                    <th scope="col">{t`Reported`}</th>
                    <th scope="col">{t`Kept`}</th>
                    <th scope="col">{t`Removed`}</th>
                  </tr>
                </thead>
                <tbody>
                  {month.reviews.map((row) => (
                    <tr key={row.reason}>
                      <th scope="row">{reasons[row.reason] ?? row.reason}</th>
                      <td>{number(row.reported)}</td>
                      <td>{number(row.kept)}</td>
                      <td>{number(row.removed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <dl className={css.facts}>
            <div>
              <dt>{t`Leads reported`}</dt>
              <dd>{number(month.leadsReported)}</dd>
            </div>
            <div>
              <dt>{t`Fake leads confirmed`}</dt>
              <dd>{number(month.leadsConfirmed)}</dd>
            </div>
            <div>
              <dt>{t`Credits returned for fake leads`}</dt>
              <dd>{number(month.creditsReturnedFakeLeads)}</dd>
            </div>
            <div>
              <dt>{t`Credits returned for unread quotes`}</dt>
              <dd>{number(month.creditsReturnedUnreadQuotes)}</dd>
            </div>
            <div>
              <dt>{t`Median time to a decision`}</dt>
              <dd>{median ?? t`No decisions`}</dd>
            </div>
          </dl>
        </section>
      </Card>
    </li>
  );
}

/** Hours (one decimal) from a day up, minutes below an hour. */
function medianText(seconds: number | null, locale: string): string | null {
  if (seconds === null) return null;
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }).format(value);
  if (seconds < 3600) return unit(Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 2 * 86_400) return unit(seconds / 3600, 'hour');
  return unit(seconds / 86_400, 'day');
}
