import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ApiOutput,
  ApiRequestError,
  apiQuery,
  apiQueryKey,
  type QuoteStatus,
} from '@quoteway/api-client';
import { JOB_TITLE_SEPARATOR, leadPriceReason } from '@quoteway/domain';
import { PhotoGrid } from '@quoteway/reviews';
import { formatPhone } from '@quoteway/validation';
import { BusyIndicator, Button, ButtonLink, Card, Ltr, Stack, TextLink } from '@quoteway/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useConsole } from '../console';
import { LeadFacts } from '../leads/LeadFacts';
import { leadPriceSentence } from '../leads/leadPriceSentence';
import { ReportLeadDialog } from '../leads/ReportLeadDialog';
import { QuoteForm } from '../quotes/QuoteForm';
import { useQuoteTypeLabels } from '../quotes/useQuoteTypeLabels';
import { RouterLink } from '../RouterLink';
import {
  errorText,
  factList,
  factTerm,
  mutedText,
  nowrap,
  priceTag,
  typedText,
} from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import { ConsolePage } from './ConsolePage';

type LeadDetail = ApiOutput<'getLead'>;

/** /lead-details/:id/:userId?: one lead and the quote form (business users only). */
export function LeadDetailsPage() {
  const { t } = useLingui();
  const { api } = useConsole();
  const { id = '' } = useParams();
  const lead = useQuery(apiQuery(api, 'getLead', { params: { id } }));

  // A retry after a failure shows the loading state again.
  if (lead.isPending || (lead.isError && lead.isFetching)) {
    return (
      <ConsolePage title={t`Lead details`}>
        <BusyIndicator label={t`Loading the lead`} position="inline" />
      </ConsolePage>
    );
  }
  if (lead.isError) {
    const http = lead.error instanceof ApiRequestError ? lead.error : null;
    // A malformed id is a 400: for the business it is the same missing lead.
    const notFound = http?.status === 404 || http?.status === 400;
    const message = http?.message ?? '';
    return (
      <ConsolePage title={t`Lead details`}>
        <Stack gap="md">
          <p role="alert" className={notFound ? undefined : errorText}>
            {notFound ? t`This lead is no longer available.` : message || t`Something went wrong`}
          </p>
          <Stack direction="row" gap="sm">
            {notFound ? null : (
              <Button variant="outline" onClick={() => void lead.refetch()}>
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
  return <LeadDetails lead={lead.data} />;
}

function LeadDetails({ lead }: { lead: LeadDetail }) {
  const { t } = useLingui();
  const { api } = useConsole();
  const money = useSiteMoney();
  const { job, draftJob, noOfQuotes, quote } = lead;
  const credits = job.credits;
  const worth = money.creditWorth(credits);
  // The trade's standard price explains this lead's; until it is read (or if it fails) the
  // price shows alone.
  const baseCredits = useQuery(
    apiQuery(api, 'profession', { params: { slug: job.professionSlug } }),
  ).data?.baseCredits;
  const why =
    baseCredits === undefined
      ? null
      : leadPriceSentence(
          leadPriceReason(credits, baseCredits, job.budgetCents, job.currency),
          job.professionName,
          (cents) => money.format(cents, job.currency),
        );
  const locality = job.location.locality;
  // The page is named by the job's title ("Leak or burst pipe · House"), the trade's name
  // for a job its answers do not name.
  const profession = job.titleParts.join(JOB_TITLE_SEPARATOR);
  const [photo, setPhoto] = useState<number | null>(null);
  const full = noOfQuotes >= job.maxQuotes;

  return (
    <ConsolePage title={t`${profession} in ${locality}`}>
      <Stack gap="lg">
        <Card as="section">
          <Stack gap="md">
            <div>
              <p className={priceTag}>
                <Plural
                  value={credits}
                  one="Quoting on this lead costs # credit"
                  other="Quoting on this lead costs # credits"
                />{' '}
                <span className={nowrap}>{t`(≈ ${worth})`}</span>
              </p>
              {why ? <p className={mutedText}>{why}</p> : null}
            </div>
            <LeadFacts job={job} noOfQuotes={noOfQuotes} />
            {job.photos.length > 0 ? (
              <section aria-labelledby="lead-photos">
                <Stack gap="sm">
                  <h3 id="lead-photos">
                    <Trans>The customer's photos</Trans>
                  </h3>
                  <PhotoGrid
                    photos={job.photos}
                    label={t`Photos of ${profession}`}
                    open={photo}
                    onOpenChange={setPhoto}
                  />
                </Stack>
              </section>
            ) : null}
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
        <ReportLead jobId={job._id} reported={lead.reported} />
      </Stack>
    </ConsolePage>
  );
}

/** "Report this lead": fake, unreachable or a duplicate; once per business and lead. */
function ReportLead({ jobId, reported }: { jobId: string; reported: boolean }) {
  const { t } = useLingui();
  const { notify } = useConsole();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (reported) {
    return (
      <p className={mutedText}>
        <Trans>You reported this lead. An operator will look at it.</Trans>
      </p>
    );
  }
  return (
    <div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t`Report this lead`}
      </Button>
      <ReportLeadDialog
        jobId={jobId}
        open={open}
        onOpenChange={setOpen}
        onReported={(message) => {
          notify(message);
          void queryClient.invalidateQueries({
            queryKey: apiQueryKey('getLead', { params: { id: jobId } }),
          });
        }}
      />
    </div>
  );
}

/** This business's quote on the lead, the customer's contact details and the conversation. */
function SentQuoteCard({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useLingui();
  const { user } = useConsole();
  const typeLabels = useQuoteTypeLabels();
  const money = useSiteMoney();
  const { job, quote, contact } = lead;
  if (!quote) return null;
  const statusLabels: Record<QuoteStatus, string> = {
    sent: t`Sent`,
    hired: t`Hired`,
    declined: t`Declined`,
    cancelled: t`Hire ended: the customer cancelled the job`,
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
          <dl className={factList}>
            <dt className={factTerm}>
              <Trans>Estimated cost</Trans>
            </dt>
            <dd>
              {money.format(quote.estCost.value, job.currency)} ({typeLabels[quote.estCost.type]})
            </dd>
            <dt className={factTerm}>
              <Trans>Comment</Trans>
            </dt>
            <dd className={typedText}>{quote.comment}</dd>
            <dt className={factTerm}>
              <Trans>Status</Trans>
            </dt>
            <dd>{statusLabels[quote.status]}</dd>
            <dt className={factTerm}>
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
            <dl className={factList}>
              <dt className={factTerm}>
                <Trans>Name</Trans>
              </dt>
              <dd>
                <bdi>{contact.userName}</bdi>
              </dd>
              <dt className={factTerm}>
                <Trans>E-mail</Trans>
              </dt>
              <dd>
                <TextLink href={`mailto:${contact.email}`}>
                  <Ltr>{contact.email}</Ltr>
                </TextLink>
              </dd>
              <dt className={factTerm}>
                <Trans>Mobile</Trans>
              </dt>
              <dd>
                <TextLink href={`tel:${contact.mobile.replace(/\s/g, '')}`}>
                  <Ltr>{formatPhone(contact.mobile)}</Ltr>
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
