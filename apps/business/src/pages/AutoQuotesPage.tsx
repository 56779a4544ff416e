import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiQueryKey } from '@quoteway/api-client';
import { Badge, BusyIndicator, Button, Card, Stack, TextLink } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import * as styles from '../autoQuotes/autoQuotes.css';
import { RuleForm } from '../autoQuotes/RuleForm';
import { TemplateEditor } from '../autoQuotes/TemplateEditor';
import { useConsole } from '../console';
import { RouterLink } from '../RouterLink';
import { factList, factRow, factTerm, mutedText } from '../styles.css';
import { ConsolePage } from './ConsolePage';
import { LoadFailure } from './LoadFailure';

type Settings = ApiOutput<'autoQuoteSettings'>;
type Rule = NonNullable<Settings['rule']>;

/** The switch: whether automatic quotes go out now, and one click to pause or resume them. */
function PauseSwitch({ rule }: { rule: Rule | null }) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (next: Rule) => api.saveAutoQuoteRule({ body: next }),
    onSuccess: (settings) => {
      queryClient.setQueryData(apiQueryKey('autoQuoteSettings'), settings);
      notify(settings.rule?.paused ? t`Automatic quotes are paused` : t`Automatic quotes are on`);
    },
    onError: (error) =>
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`),
  });
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId}>
      <div className={styles.switchRow}>
        <Stack gap="xs">
          <Stack direction="row" gap="sm" align="center" wrap>
            <h2 id={headingId}>
              <Trans>Automatic quotes</Trans>
            </h2>
            {rule === null ? (
              <Badge text={t`Not set up`} tone="neutral" />
            ) : rule.paused ? (
              <Badge text={t`Paused`} tone="warning" />
            ) : (
              <Badge text={t`Active`} tone="success" />
            )}
          </Stack>
          <p className={mutedText} role="status">
            {rule === null ? (
              <Trans>Write a template and save a rule below to start.</Trans>
            ) : rule.paused ? (
              <Trans>Nothing is sent automatically until you turn them back on.</Trans>
            ) : (
              <Trans>Matching new leads get your template as a quote, within your limits.</Trans>
            )}
          </p>
        </Stack>
        {rule ? (
          <Button
            variant={rule.paused ? 'solid' : 'outline'}
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ ...rule, paused: !rule.paused })}
          >
            {rule.paused ? t`Turn automatic quotes on` : t`Pause automatic quotes`}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** What the rule did: today's quotes, the last 7 days' credits, and the latest quotes. */
function RuleActivity({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { today, week, recent } = settings.activity;
  const rule = settings.rule;
  const quotesToday = today.quotes;
  const creditsToday = today.credits;
  const dayLimit = rule?.maxPerDay ?? 0;
  const quotesThisWeek = week.quotes;
  const creditsThisWeek = week.credits;
  const weeklyBudget = rule?.weeklyBudgetCredits ?? 0;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <h2 id={headingId}>
          <Trans>What your rule did</Trans>
        </h2>
        <dl className={factList}>
          <div className={factRow}>
            <dt className={factTerm}>
              <Trans>Today</Trans>
            </dt>
            <dd>
              {rule ? (
                <Trans>
                  {quotesToday} of {dayLimit} quotes, {creditsToday} credits
                </Trans>
              ) : (
                <Plural value={quotesToday} one="# quote" other="# quotes" />
              )}
            </dd>
          </div>
          <div className={factRow}>
            <dt className={factTerm}>
              <Trans>Last 7 days</Trans>
            </dt>
            <dd>
              {rule ? (
                <Trans>
                  {creditsThisWeek} of {weeklyBudget} credits, {quotesThisWeek} quotes
                </Trans>
              ) : (
                <Plural value={creditsThisWeek} one="# credit" other="# credits" />
              )}
            </dd>
          </div>
        </dl>
        {recent.length === 0 ? (
          <p>
            <Trans>No automatic quotes yet.</Trans>
          </p>
        ) : (
          <Stack as="ul" gap="xs">
            {recent.map(({ quoteId, professionName, place, createdAt, credits }) => (
              <li key={quoteId}>
                <Trans>
                  {professionName} in {place}
                </Trans>
                <span className={mutedText}>
                  {' · '}
                  {date.format(new Date(createdAt))}
                  {' · '}
                  <Plural value={credits} one="# credit" other="# credits" />
                </span>
              </li>
            ))}
          </Stack>
        )}
        <p>
          <TextLink as={RouterLink} href="/leads/quote-activity?sentBy=automatic">
            {t`See your automatic quotes in quote activity`}
          </TextLink>
        </p>
      </Stack>
    </section>
  );
}

/**
 * /leads/auto-quotes: a quote template per trade, the rule that sends it to matching new leads
 * (trades, distance, lead price, daily and weekly limits, hours), a pause switch, and what the
 * rule did. Automatic quotes are paid and seen exactly as manual ones.
 */
export function AutoQuotesPage() {
  const { t } = useLingui();
  const { api } = useConsole();
  const settings = useQuery(apiQuery(api, 'autoQuoteSettings'));
  const data = settings.data;
  const templatesId = useId();
  const fairnessId = useId();

  return (
    <ConsolePage title={t`Automatic quotes`}>
      {settings.isPending ? (
        <BusyIndicator label={t`Loading your automatic quotes`} position="inline" />
      ) : settings.isError ? (
        <LoadFailure error={settings.error} retry={() => void settings.refetch()} />
      ) : data ? (
        <Stack gap="lg">
          <p className={mutedText}>
            <Trans>
              When a new lead matches your rule, your template for its trade is sent as your quote,
              without you doing anything. It costs the lead's credits as a quote sent by hand, and
              the customer sees an ordinary quote from you.
            </Trans>
          </p>
          <PauseSwitch rule={data.rule} />
          <RuleActivity settings={data} />
          <section aria-labelledby={fairnessId}>
            <Stack gap="xs">
              <h2 id={fairnessId}>
                <Trans>Room for quotes by hand</Trans>
              </h2>
              <p>
                <Trans>
                  A lead takes 5 quotes. In its first 30 minutes, automatic quotes can take only 2
                  of those places, so businesses that reply by hand keep a fair chance. After 30
                  minutes, any free place can be taken.
                </Trans>
              </p>
            </Stack>
          </section>
          {data.trades.length === 0 ? (
            <p>
              <Trans>
                Choose your trades in your{' '}
                <RouterLink href="/leads/my-business-profile">business profile</RouterLink> first.
              </Trans>
            </p>
          ) : (
            <>
              <section aria-labelledby={templatesId}>
                <Stack gap="md">
                  <h2 id={templatesId}>
                    <Trans>Quote templates</Trans>
                  </h2>
                  <p className={mutedText}>
                    <Trans>
                      One per trade. A trade without a template is never quoted automatically.
                    </Trans>
                  </p>
                  {data.trades.map((trade) => (
                    <TemplateEditor
                      key={trade.slug}
                      trade={trade}
                      template={data.templates.find((tpl) => tpl.professionSlug === trade.slug)}
                    />
                  ))}
                </Stack>
              </section>
              <RuleForm settings={data} />
            </>
          )}
        </Stack>
      ) : null}
    </ConsolePage>
  );
}
