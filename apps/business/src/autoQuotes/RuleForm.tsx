import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQueryKey } from '@quoteway/api-client';
import { Button, Choice, ChoiceGroup, Stack, TextField } from '@quoteway/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useConsole } from '../console';
import * as styles from './autoQuotes.css';

type Settings = ApiOutput<'autoQuoteSettings'>;
type Rule = NonNullable<Settings['rule']>;

/** The limits the API holds a rule to (contracts' AutoQuoteRule). */
const LIMITS = {
  maxLeadCredits: 10_000,
  maxPerDay: 100,
  weeklyBudgetCredits: 100_000,
} as const;

type NumberField = 'radiusKm' | 'maxLeadCredits' | 'maxPerDay' | 'weeklyBudgetCredits';
type FieldErrors = Partial<Record<NumberField | 'trades' | 'activeFrom' | 'activeTo', string>>;

/** Minutes after midnight as a time field's value ('07:30'); the day's end (1440) is '00:00'. */
function minuteToTime(minute: number): string {
  const m = minute % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A time field's value as minutes after midnight, or null when it is not a time. */
function timeToMinute(time: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute < 1440 ? minute : null;
}

/** The time zone the browser is in, for a rule set for the first time. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new rule's starting point: every trade, the whole service area, a modest budget. */
function startingRule(settings: Settings): Rule {
  return {
    trades: settings.trades.map((trade) => trade.slug),
    radiusKm: Math.max(1, settings.serviceRadiusKm),
    maxLeadCredits: 20,
    maxPerDay: 5,
    weeklyBudgetCredits: 100,
    activeFromMinute: 7 * 60,
    activeToMinute: 19 * 60,
    timeZone: browserTimeZone(),
    paused: false,
  };
}

/**
 * The rule: which trades' new leads are quoted automatically, how far away, up to what lead
 * price, how many a day and how many credits a week, and in which hours. Pausing is the
 * screen's switch, not this form's.
 */
export function RuleForm({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const current = settings.rule ?? startingRule(settings);
  const [trades, setTrades] = useState<string[]>(current.trades);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    radiusKm: String(current.radiusKm),
    maxLeadCredits: String(current.maxLeadCredits),
    maxPerDay: String(current.maxPerDay),
    weeklyBudgetCredits: String(current.weeklyBudgetCredits),
  });
  const [activeFrom, setActiveFrom] = useState(minuteToTime(current.activeFromMinute));
  const [activeTo, setActiveTo] = useState(minuteToTime(current.activeToMinute));
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingId = useId();
  const tradesErrorId = useId();
  const maxRadius = settings.serviceRadiusKm;
  const timeZone = current.timeZone;

  const save = useMutation({
    mutationFn: (body: Rule) => api.saveAutoQuoteRule({ body }),
    onSuccess: (next) => {
      queryClient.setQueryData(apiQueryKey('autoQuoteSettings'), next);
      notify(t`Your automatic-quote rule is saved`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) {
        const found: FieldErrors = {
          trades: error.fieldMessage('trades'),
          radiusKm: error.fieldMessage('radiusKm'),
          maxLeadCredits: error.fieldMessage('maxLeadCredits'),
          maxPerDay: error.fieldMessage('maxPerDay'),
          weeklyBudgetCredits: error.fieldMessage('weeklyBudgetCredits'),
          activeFrom: error.fieldMessage('activeFromMinute'),
          activeTo: error.fieldMessage('activeToMinute') ?? error.fieldMessage('timeZone'),
        };
        if (Object.values(found).some(Boolean)) {
          setErrors(found);
          return;
        }
      }
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`);
    },
  });

  const ranges: Record<NumberField, number> = {
    radiusKm: maxRadius,
    maxLeadCredits: LIMITS.maxLeadCredits,
    maxPerDay: LIMITS.maxPerDay,
    weeklyBudgetCredits: LIMITS.weeklyBudgetCredits,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const read: Partial<Record<NumberField, number>> = {};
    for (const key of Object.keys(ranges) as NumberField[]) {
      const typed = numbers[key].trim();
      const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
      const max = ranges[key];
      if (!Number.isInteger(n) || n < 1 || n > max) {
        found[key] = t`Enter a whole number from 1 to ${max}`;
      } else read[key] = n;
    }
    if (trades.length === 0) found.trades = t`Choose at least one trade`;
    const from = timeToMinute(activeFrom);
    const to = timeToMinute(activeTo);
    if (from === null) found.activeFrom = t`Enter a time`;
    if (to === null) found.activeTo = t`Enter a time`;
    else if (from !== null && from === to && from !== 0) {
      found.activeTo = t`The end must differ from the start`;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || from === null || to === null) return;
    save.mutate({
      trades,
      radiusKm: read.radiusKm ?? 1,
      maxLeadCredits: read.maxLeadCredits ?? 1,
      maxPerDay: read.maxPerDay ?? 1,
      weeklyBudgetCredits: read.weeklyBudgetCredits ?? 1,
      activeFromMinute: from,
      // Midnight as the end is the day's end: 00:00 to 00:00 is the whole day.
      activeToMinute: to === 0 ? 1440 : to,
      timeZone,
      paused: settings.rule?.paused ?? false,
    });
  };

  const numberField = (key: NumberField, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      name={key}
      type="number"
      inputMode="numeric"
      min="1"
      max={String(ranges[key])}
      value={numbers[key]}
      onChange={(event) => setNumbers((all) => ({ ...all, [key]: event.target.value }))}
      error={errors[key]}
      required
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <h2 id={headingId}>
            <Trans>When a lead is quoted automatically</Trans>
          </h2>
          <ChoiceGroup
            legend={t`Trades`}
            role="group"
            error={errors.trades}
            errorId={tradesErrorId}
          >
            {settings.trades.map((trade) => (
              <Choice
                key={trade.slug}
                type="checkbox"
                name="trades"
                value={trade.slug}
                label={trade.professionName}
                checked={trades.includes(trade.slug)}
                onChange={(checked) =>
                  setTrades((all) =>
                    checked ? [...all, trade.slug] : all.filter((slug) => slug !== trade.slug),
                  )
                }
                invalid={Boolean(errors.trades)}
                describedBy={errors.trades ? tradesErrorId : undefined}
              />
            ))}
          </ChoiceGroup>
          <div className={styles.fieldGrid}>
            {numberField(
              'radiusKm',
              t`Distance (km)`,
              t`At most your service area's ${maxRadius} km`,
            )}
            {numberField(
              'maxLeadCredits',
              t`Highest lead price (credits)`,
              t`Leads that cost more wait for you`,
            )}
            {numberField('maxPerDay', t`Quotes a day, at most`, t`Counted from midnight`)}
            {numberField(
              'weeklyBudgetCredits',
              t`Credits a week, at most`,
              t`Counted over the last 7 days`,
            )}
            <TextField
              label={t`Active from`}
              name="activeFrom"
              type="time"
              value={activeFrom}
              onChange={(event) => setActiveFrom(event.target.value)}
              error={errors.activeFrom}
              required
            />
            <TextField
              label={t`Active until`}
              hint={t`In your time zone, ${timeZone}. 00:00 to 00:00 is all day.`}
              name="activeTo"
              type="time"
              value={activeTo}
              onChange={(event) => setActiveTo(event.target.value)}
              error={errors.activeTo}
              required
            />
          </div>
          <div>
            <Button type="submit" loading={save.isPending}>
              {t`Save rule`}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
