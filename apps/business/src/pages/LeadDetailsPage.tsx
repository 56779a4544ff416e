import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type LeadDetailResult, type QuoteStatus } from '@quoteway/api-client';
import { formatDollars } from '@quoteway/domain';
import { BusyIndicator, Button, ButtonLink, Card, Stack, TextLink } from '@quoteway/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useConsole } from '../console';
import { LeadFacts } from '../leads/LeadFacts';
import { QuoteForm } from '../quotes/QuoteForm';
import { useQuoteTypeLabels } from '../quotes/useQuoteTypeLabels';
import { RouterLink } from '../RouterLink';
import { errorText, factList, factTerm, priceTag } from '../styles';
import { ConsolePage } from './ConsolePage';

type Loaded =
  | { status: 'loading' }
  | { status: 'success'; lead: LeadDetailResult }
  | { status: 'failure'; notFound: boolean; message: string };

/** /lead-details/:id/:userId?: one lead and the quote form (business users only). */
export function LeadDetailsPage() {
  const { t } = useLingui();
  const { api } = useConsole();
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.lead(id).then(
      (lead) => live && setLoaded({ status: 'success', lead }),
      (error: unknown) => {
        if (!live) return;
        const http = error instanceof ApiRequestError ? error : null;
        setLoaded({
          status: 'failure',
          // A malformed id is a 400: for the business it is the same missing lead.
          notFound: http?.status === 404 || http?.status === 400,
          message: http?.message ?? '',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [api, id, attempt]);

  const retry = () => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (loaded.status === 'loading') {
    return (
      <ConsolePage title={t`Lead details`}>
        <BusyIndicator label={t`Loading the lead`} position="inline" />
      </ConsolePage>
    );
  }
  if (loaded.status === 'failure') {
    return (
      <ConsolePage title={t`Lead details`}>
        <Stack gap="md">
          <p role="alert" style={loaded.notFound ? undefined : errorText}>
            {loaded.notFound
              ? t`This lead is no longer available.`
              : loaded.message || t`Something went wrong`}
          </p>
          <Stack direction="row" gap="sm">
            {loaded.notFound ? null : (
              <Button variant="outline" onClick={retry}>
                {t`Try again`}
              </Button>
            )}
            <ButtonLink as={RouterLink} href="/leads/tab" variant="text">
              {t`Back to leads`}
            </ButtonLink>
          </Stack>
        </Stack>
      </ConsolePage>
    );
  }
  return <LeadDetails lead={loaded.lead} />;
}

function LeadDetails({ lead }: { lead: LeadDetailResult }) {
  const { t } = useLingui();
  const { job, draftJob, noOfQuotes, quote } = lead;
  const credits = job.credits;
  const locality = job.location.locality;
  const profession = job.professionName;
  const full = noOfQuotes >= job.maxQuotes;

  return (
    <ConsolePage title={t`${profession} in ${locality}`}>
      <Stack gap="lg">
        <Card as="section">
          <Stack gap="md">
            <p style={priceTag}>
              <Plural
                value={credits}
                one="Quoting on this lead costs # credit"
                other="Quoting on this lead costs # credits"
              />
            </p>
            <LeadFacts job={job} noOfQuotes={noOfQuotes} />
          </Stack>
        </Card>
        {quote ? (
          <SentQuoteCard lead={lead} />
        ) : job.status !== 'open' ? (
          <p role="status">
            <Trans>This job is no longer open for quotes.</Trans>
          </p>
        ) : full ? (
          <p role="status">
            <Trans>This job has already received all the quotes it can take.</Trans>
          </p>
        ) : (
          <Card as="section">
            <QuoteForm job={job} draft={draftJob?.metadata ?? null} />
          </Card>
        )}
      </Stack>
    </ConsolePage>
  );
}

/** This business's quote on the lead, the customer's contact details and the conversation. */
function SentQuoteCard({ lead }: { lead: LeadDetailResult }) {
  const { t, i18n } = useLingui();
  const { user } = useConsole();
  const typeLabels = useQuoteTypeLabels();
  const { job, quote, contact } = lead;
  if (!quote) return null;
  const statusLabels: Record<QuoteStatus, string> = {
    sent: t`Sent`,
    hired: t`Hired`,
    declined: t`Declined`,
    returned: t`Declined, credits returned`,
  };
  const sentAt = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(
    new Date(quote.createdAt),
  );
  const name = contact?.userName ?? '';
  return (
    <Stack gap="lg">
      <Card as="section">
        <Stack gap="sm">
          <h2>
            <Trans>Your quote</Trans>
          </h2>
          <dl style={factList}>
            <dt style={factTerm}>
              <Trans>Estimated cost</Trans>
            </dt>
            <dd>
              {formatDollars(quote.estCost.value)} ({typeLabels[quote.estCost.type]})
            </dd>
            <dt style={factTerm}>
              <Trans>Comment</Trans>
            </dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{quote.comment}</dd>
            <dt style={factTerm}>
              <Trans>Status</Trans>
            </dt>
            <dd>{statusLabels[quote.status]}</dd>
            <dt style={factTerm}>
              <Trans>Sent</Trans>
            </dt>
            <dd>{sentAt}</dd>
          </dl>
        </Stack>
      </Card>
      {contact ? (
        <Card as="section">
          <Stack gap="sm">
            <h2>
              <Trans>Customer contact</Trans>
            </h2>
            <dl style={factList}>
              <dt style={factTerm}>
                <Trans>Name</Trans>
              </dt>
              <dd>{contact.userName}</dd>
              <dt style={factTerm}>
                <Trans>E-mail</Trans>
              </dt>
              <dd>
                <TextLink href={`mailto:${contact.email}`}>{contact.email}</TextLink>
              </dd>
              <dt style={factTerm}>
                <Trans>Mobile</Trans>
              </dt>
              <dd>
                <TextLink href={`tel:${contact.mobile.replace(/\s/g, '')}`}>
                  {contact.mobile}
                </TextLink>
              </dd>
            </dl>
            {user ? (
              <div>
                <ButtonLink as={RouterLink} href={`/chat/${user._id}/${contact.userId}/${job._id}`}>
                  {t`Message ${name}`}
                </ButtonLink>
              </div>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
