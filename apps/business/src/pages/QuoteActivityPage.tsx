import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery } from '@quoteway/api-client';
import { QUOTE_ACTIVITY_PAGE_SIZE } from '@quoteway/domain';
import {
  Badge,
  type BadgeTone,
  BusyIndicator,
  Button,
  ButtonLink,
  Card,
  Select,
  Stack,
} from '@quoteway/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsole } from '../console';
import { useQuoteTypeLabels } from '../quotes/useQuoteTypeLabels';
import { RouterLink } from '../RouterLink';
import { factList, factRow, factTerm, mutedText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import { ConsolePage } from './ConsolePage';
import { LoadFailure } from './LoadFailure';

type QuoteActivityState = ApiOutput<'quoteActivity'>['quotes'][number]['state'];
type Filter = 'all' | QuoteActivityState;
type SentBy = ApiOutput<'quoteActivity'>['sentBy'];

const filters: readonly Filter[] = [
  'all',
  'sent',
  'opened',
  'replied',
  'hired',
  'lost',
  'returned',
];

const stateTones: Record<QuoteActivityState, BadgeTone> = {
  sent: 'neutral',
  opened: 'info',
  replied: 'primary',
  hired: 'success',
  lost: 'secondary',
  returned: 'warning',
};

/** The states' names in the interface language. */
function useStateLabels(): Record<Filter, string> {
  const { t } = useLingui();
  return {
    all: t`All quotes`,
    sent: t`Sent`,
    opened: t`Opened`,
    replied: t`Replied`,
    hired: t`Hired`,
    lost: t`Lost`,
    returned: t`Credits returned`,
  };
}

/**
 * /leads/quote-activity: every quote the business sent, newest first, five a page, with
 * where each stands and what it cost; each opens its conversation with the customer.
 */
export function QuoteActivityPage() {
  const { t, i18n } = useLingui();
  const { api, user } = useConsole();
  const [status, setStatus] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  // Who sent the quotes is in the address: the automatic quotes screen links to its own.
  const [search, setSearch] = useSearchParams();
  const sentBy: SentBy = search.get('sentBy') === 'automatic' ? 'automatic' : 'anyone';
  const labels = useStateLabels();
  const quoteTypes = useQuoteTypeLabels();
  const money = useSiteMoney();
  const listId = useId();
  const activity = useQuery({
    ...apiQuery(api, 'quoteActivity', {
      query: { status, sentBy, page, perPage: QUOTE_ACTIVITY_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const data = activity.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / QUOTE_ACTIVITY_PAGE_SIZE)) : 1;

  return (
    <ConsolePage title={t`Quote activity`}>
      <Stack gap="lg">
        <Select
          label={t`Show`}
          name="status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Filter);
            setPage(1);
          }}
        >
          {filters.map((state) => (
            <option key={state} value={state}>
              {labels[state]}
            </option>
          ))}
        </Select>
        <Select
          label={t`Sent by`}
          name="sentBy"
          value={sentBy}
          onChange={(event) => {
            setSearch(event.target.value === 'automatic' ? { sentBy: 'automatic' } : {}, {
              replace: true,
            });
            setPage(1);
          }}
        >
          <option value="anyone">{t`You or your automatic quotes`}</option>
          <option value="automatic">{t`Your automatic quotes`}</option>
        </Select>
        {activity.isPending ? (
          <BusyIndicator label={t`Loading your quotes`} position="inline" />
        ) : activity.isError ? (
          <LoadFailure error={activity.error} retry={() => void activity.refetch()} />
        ) : data && data.quotes.length === 0 ? (
          <p>
            {status === 'all' && sentBy === 'anyone' ? (
              <Trans>You have not sent any quotes yet. Quote on a lead and it shows here.</Trans>
            ) : (
              <Trans>No quotes in this state.</Trans>
            )}
          </p>
        ) : data ? (
          <section aria-labelledby={listId}>
            <Stack gap="md">
              <h2 id={listId}>
                <Plural value={data.total} one="# quote" other="# quotes" />
              </h2>
              <Stack as="ul" gap="md">
                {data.quotes.map((quote) => {
                  const price =
                    quote.estCost.type === 'To be confirmed'
                      ? quoteTypes[quote.estCost.type]
                      : `${money.format(quote.estCost.value, quote.currency)} · ${quoteTypes[quote.estCost.type]}`;
                  const headingId = `quote-${quote._id}`;
                  return (
                    <li key={quote._id}>
                      <Card as="article" labelledBy={headingId}>
                        <Stack gap="sm">
                          <Stack direction="row" gap="sm" justify="between" align="center" wrap>
                            <h3 id={headingId}>
                              <Trans>
                                {quote.professionName} in {quote.place}
                              </Trans>
                            </h3>
                            <Stack direction="row" gap="xs" wrap>
                              {quote.automatic ? (
                                <Badge text={t`Automatic`} tone="neutral" />
                              ) : null}
                              <Badge text={labels[quote.state]} tone={stateTones[quote.state]} />
                            </Stack>
                          </Stack>
                          <dl className={factList}>
                            <div className={factRow}>
                              <dt className={factTerm}>
                                <Trans>Sent</Trans>
                              </dt>
                              <dd>{date.format(new Date(quote.createdAt))}</dd>
                            </div>
                            <div className={factRow}>
                              <dt className={factTerm}>
                                <Trans>Your price</Trans>
                              </dt>
                              <dd>{price}</dd>
                            </div>
                            <div className={factRow}>
                              <dt className={factTerm}>
                                <Trans>Credits</Trans>
                              </dt>
                              <dd>
                                {quote.creditsReturned > 0 ? (
                                  <Trans>
                                    {quote.creditsSpent} spent, {quote.creditsReturned} returned
                                  </Trans>
                                ) : (
                                  <Trans>{quote.creditsSpent} spent</Trans>
                                )}
                              </dd>
                            </div>
                          </dl>
                          {user && quote.conversationId ? (
                            <div>
                              <ButtonLink
                                as={RouterLink}
                                variant="outline"
                                href={`/chat/${user._id}/${quote.customerId}/${quote.jobId}`}
                              >
                                {t`Open conversation`}
                              </ButtonLink>
                            </div>
                          ) : null}
                        </Stack>
                      </Card>
                    </li>
                  );
                })}
              </Stack>
              <Stack direction="row" gap="sm" align="center" justify="between" wrap>
                <Button
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                >
                  {t`Previous`}
                </Button>
                <p className={mutedText} role="status">
                  <Trans>
                    Page {page} of {pages}
                  </Trans>
                </p>
                <Button
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t`Next`}
                </Button>
              </Stack>
            </Stack>
          </section>
        ) : null}
      </Stack>
    </ConsolePage>
  );
}
