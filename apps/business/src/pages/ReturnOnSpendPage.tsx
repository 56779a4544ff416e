import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery } from '@quoteway/api-client';
import { BusyIndicator, Card, Select, Stack, TextField } from '@quoteway/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConsole } from '../console';
import { RouterLink } from '../RouterLink';
import * as styles from '../returnOnSpend/returnOnSpend.css';
import { WeeklyChart } from '../returnOnSpend/WeeklyChart';
import { factList, factRow, factTerm, mutedText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import { ConsolePage } from './ConsolePage';
import { LoadFailure } from './LoadFailure';

type Report = ApiOutput<'returnOnSpend'>;
type Figures = Report['totals'];
type Period = '7' | '30' | '90' | 'custom';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One headline figure. */
function Tile({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className={styles.tile}>
      <dd className={styles.tileValue}>
        {value}
        {note ? <span className={`${mutedText}`}> {note}</span> : null}
      </dd>
      <dt className={styles.tileTerm}>{term}</dt>
    </div>
  );
}

/** The figures' words and numbers in the interface language and the site's money. */
function useFigureText(currency: Report['currency'] | undefined) {
  const { t, i18n } = useLingui();
  const money = useSiteMoney();
  const percent = new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const number = new Intl.NumberFormat(i18n.locale);
  const format = (cents: number) => money.format(cents, currency ?? money.currency);
  const rate = (count: number, of: number) => (of > 0 ? percent.format(count / of) : '–');
  return {
    format,
    number: (n: number) => number.format(n),
    rate,
    costPerHire: (f: Figures) =>
      f.costPerHireCents === null ? t`No hires yet` : format(f.costPerHireCents),
  };
}

/** The figures of a period, whole or one trade's, as tiles. */
function FigureTiles({
  figures,
  text,
}: {
  figures: Figures;
  text: ReturnType<typeof useFigureText>;
}) {
  const { t } = useLingui();
  const f = figures;
  return (
    <dl className={styles.tiles}>
      <Tile term={t`Leads received`} value={text.number(f.leadsReceived)} />
      <Tile term={t`Quotes sent`} value={text.number(f.quotesSent)} />
      <Tile
        term={t`Opened`}
        value={text.rate(f.opened, f.quotesSent)}
        note={`(${text.number(f.opened)})`}
      />
      <Tile
        term={t`Replied`}
        value={text.rate(f.replied, f.quotesSent)}
        note={`(${text.number(f.replied)})`}
      />
      <Tile
        term={t`Hired`}
        value={text.rate(f.hired, f.quotesSent)}
        note={`(${text.number(f.hired)})`}
      />
      <Tile
        term={t`Credits spent`}
        value={text.format(f.spentCents)}
        note={t`(${text.number(f.creditsSpent)} credits)`}
      />
      <Tile
        term={t`Credits returned`}
        value={text.format(f.returnedCents)}
        note={t`(${text.number(f.creditsReturned)} credits)`}
      />
      <Tile term={t`Net cost`} value={text.format(f.netCostCents)} />
      <Tile term={t`Cost per hire`} value={text.costPerHire(f)} />
      <Tile term={t`Value of work won`} value={text.format(f.wonValueCents)} />
    </dl>
  );
}

/**
 * /leads/return-on-spend: what the business's credits bought over a period (the last 7, 30
 * or 90 days, or chosen days): leads, quotes and what became of them, what the credits cost
 * at the price it paid, the cost of each hire and the value of the work won; week by week,
 * and per trade.
 */
export function ReturnOnSpendPage() {
  const { t, i18n } = useLingui();
  const { api } = useConsole();
  const [period, setPeriod] = useState<Period>('30');
  // The custom period starts as the last 30 days, today included.
  const [from, setFrom] = useState(() => isoDay(Date.now() - 29 * DAY));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const customError =
    period === 'custom' && from && to && to < from ? t`The last day comes before the first.` : '';
  const ready = period !== 'custom' || (Boolean(from) && Boolean(to) && !customError);
  const report = useQuery({
    ...apiQuery(api, 'returnOnSpend', {
      query: period === 'custom' ? { period, from, to } : { period },
    }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const text = useFigureText(data?.currency);
  const chartId = useId();
  const tradesId = useId();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const periods: Record<Period, string> = {
    '7': t`Last 7 days`,
    '30': t`Last 30 days`,
    '90': t`Last 90 days`,
    custom: t`Choose the days`,
  };

  const priceNote = (d: Report) => {
    const each = text.format(Math.round(d.creditPrice.cents / d.creditPrice.credits));
    if (d.creditPrice.basis === 'period') {
      return t`Credits are valued at ${each} each: the average you paid for the credits you bought in this period.`;
    }
    if (d.creditPrice.basis === 'earlier') {
      return t`Credits are valued at ${each} each: the average you paid for the credits you bought before this period.`;
    }
    return t`Credits are valued at ${each} each, the list price: you have not bought credits yet.`;
  };

  return (
    <ConsolePage title={t`Return on spend`}>
      <Stack gap="lg">
        <p className={mutedText}>
          <Trans>
            What your credits bought: the quotes you sent in the period and what became of them,
            what the credits cost and what each hire cost you. See each quote in{' '}
            <RouterLink href="/leads/quote-activity">Quote activity</RouterLink>.
          </Trans>
        </p>
        <Stack gap="sm">
          <Select
            label={t`Period`}
            name="period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as Period)}
          >
            {(Object.keys(periods) as Period[]).map((key) => (
              <option key={key} value={key}>
                {periods[key]}
              </option>
            ))}
          </Select>
          {period === 'custom' ? (
            <div className={styles.dates}>
              <TextField
                label={t`First day`}
                name="from"
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => setFrom(event.target.value)}
              />
              <TextField
                label={t`Last day`}
                name="to"
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => setTo(event.target.value)}
                error={customError || undefined}
              />
            </div>
          ) : null}
        </Stack>
        {!ready ? null : report.isPending ? (
          <BusyIndicator label={t`Loading your figures`} position="inline" />
        ) : report.isError ? (
          <LoadFailure error={report.error} retry={() => void report.refetch()} />
        ) : data ? (
          <Stack gap="lg">
            <p role="status">
              <Trans>
                From {date.format(new Date(data.from))} to{' '}
                {date.format(new Date(Date.parse(data.to) - 1))}
              </Trans>
            </p>
            <FigureTiles figures={data.totals} text={text} />
            <p className={mutedText}>{priceNote(data)}</p>
            <section aria-labelledby={chartId}>
              <Stack gap="sm">
                <h2 id={chartId}>
                  <Trans>Week by week</Trans>
                </h2>
                <WeeklyChart weeks={data.weeks} formatMoney={text.format} />
              </Stack>
            </section>
            <section aria-labelledby={tradesId}>
              <Stack gap="md">
                <h2 id={tradesId}>
                  <Trans>By trade</Trans>
                </h2>
                {data.trades.length === 0 ? (
                  <p>
                    <Trans>No leads or quotes in this period.</Trans>
                  </p>
                ) : (
                  <Stack as="ul" gap="md">
                    {data.trades.map((trade) => {
                      const headingId = `${tradesId}-${trade.professionSlug}`;
                      return (
                        <li key={trade.professionSlug}>
                          <Card as="article" labelledBy={headingId}>
                            <Stack gap="sm">
                              <h3 id={headingId}>{trade.professionName}</h3>
                              <dl className={factList}>
                                <div className={factRow}>
                                  <dt className={factTerm}>
                                    <Trans>Leads and quotes</Trans>
                                  </dt>
                                  <dd className={styles.figureValue}>
                                    <Plural
                                      value={trade.leadsReceived}
                                      one="# lead"
                                      other="# leads"
                                    />
                                    {' · '}
                                    <Plural
                                      value={trade.quotesSent}
                                      one="# quote"
                                      other="# quotes"
                                    />
                                  </dd>
                                </div>
                                <div className={factRow}>
                                  <dt className={factTerm}>
                                    <Trans>Opened, replied, hired</Trans>
                                  </dt>
                                  <dd className={styles.figureValue}>
                                    {text.rate(trade.opened, trade.quotesSent)}
                                    {' · '}
                                    {text.rate(trade.replied, trade.quotesSent)}
                                    {' · '}
                                    {text.rate(trade.hired, trade.quotesSent)}
                                  </dd>
                                </div>
                                <div className={factRow}>
                                  <dt className={factTerm}>
                                    <Trans>Net cost</Trans>
                                  </dt>
                                  <dd className={styles.figureValue}>
                                    {text.format(trade.netCostCents)}{' '}
                                    <span className={mutedText}>
                                      <Trans>
                                        ({trade.creditsSpent} spent, {trade.creditsReturned}{' '}
                                        returned)
                                      </Trans>
                                    </span>
                                  </dd>
                                </div>
                                <div className={factRow}>
                                  <dt className={factTerm}>
                                    <Trans>Cost per hire</Trans>
                                  </dt>
                                  <dd className={styles.figureValue}>{text.costPerHire(trade)}</dd>
                                </div>
                                <div className={factRow}>
                                  <dt className={factTerm}>
                                    <Trans>Value of work won</Trans>
                                  </dt>
                                  <dd className={styles.figureValue}>
                                    {text.format(trade.wonValueCents)}
                                  </dd>
                                </div>
                              </dl>
                            </Stack>
                          </Card>
                        </li>
                      );
                    })}
                  </Stack>
                )}
              </Stack>
            </section>
          </Stack>
        ) : null}
      </Stack>
    </ConsolePage>
  );
}
