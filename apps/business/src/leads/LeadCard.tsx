import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { JOB_TITLE_SEPARATOR } from '@quoteway/domain';
import { Badge, Button, ButtonLink, Card, Stack, VisuallyHidden } from '@quoteway/ui';
import { useId } from 'react';
import { useQuoteTypeLabels } from '../quotes/useQuoteTypeLabels';
import { RouterLink } from '../RouterLink';
import { factList, factTerm, mutedText, nowrap, priceTag } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import { timeSince } from '@quoteway/domain';
import { QuotesFact } from './LeadFacts';
import type { LeadListKind, ListedLead } from './useLeadList';

/** Longest description excerpt on a card, in characters. */
const EXCERPT_LENGTH = 180;

function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

interface LeadCardProps {
  lead: ListedLead;
  kind: LeadListKind;
  /** Drafts only: remove the saved draft. */
  onRemove?: () => void;
  removing?: boolean;
}

/** One lead in a list: what, where, when, budget, its price in credits and quotes so far. */
export function LeadCard({ lead, kind, onRemove, removing = false }: LeadCardProps) {
  const { t, i18n } = useLingui();
  const typeLabels = useQuoteTypeLabels();
  const money = useSiteMoney();
  const headingId = useId();
  const credits = lead.credits;
  const worth = money.creditWorth(credits);
  const place = `${lead.location.locality}, ${lead.location.region}`;
  // Titled by its answers ("Leak or burst pipe · House"); the trade then shows beside it.
  const title = lead.titleParts.join(JOB_TITLE_SEPARATOR);
  const trade = title === lead.professionName ? '' : `${lead.professionName} · `;
  const posted = timeSince(lead.createdAt, i18n.locale);
  const linkText =
    kind === 'draft' ? t`Continue draft` : lead.quote ? t`View your quote` : t`View lead`;

  return (
    <Card as="li" labelledBy={headingId}>
      <Stack gap="sm">
        <Stack direction="row" justify="between" align="start" gap="sm" wrap>
          <div>
            <h3 id={headingId}>{title}</h3>
            {lead.direct ? (
              <Badge
                tone="success"
                text={t`Asked for you`}
                label={t`The customer asked your business for a quote`}
              />
            ) : null}
            <p className={mutedText}>
              {trade}
              {place} · {posted}
            </p>
          </div>
          <p className={priceTag}>
            <Plural value={credits} one="# credit to quote" other="# credits to quote" />{' '}
            <span className={nowrap}>{t`(≈ ${worth})`}</span>
          </p>
        </Stack>
        <p>{excerpt(lead.description)}</p>
        {lead.photos.length > 0 ? (
          <p className={mutedText}>
            <Plural value={lead.photos.length} one="# photo" other="# photos" />
          </p>
        ) : null}
        <dl className={factList}>
          <dt className={factTerm}>
            <Trans>Budget</Trans>
          </dt>
          <dd data-value>
            {lead.budgetCents === null
              ? t`No budget given`
              : money.format(lead.budgetCents, lead.currency)}
          </dd>
          {lead.timing ? (
            <>
              <dt className={factTerm}>
                <Trans>Timing</Trans>
              </dt>
              <dd>{lead.timing}</dd>
            </>
          ) : null}
          <QuotesFact noOfQuotes={lead.noOfQuotes} maxQuotes={lead.maxQuotes} />
          {lead.quote ? (
            <>
              <dt className={factTerm}>
                <Trans>Your quote</Trans>
              </dt>
              <dd data-value>
                {money.format(lead.quote.estCost.value, lead.currency)} (
                {typeLabels[lead.quote.estCost.type]})
              </dd>
            </>
          ) : null}
        </dl>
        <Stack direction="row" gap="sm" wrap>
          <ButtonLink as={RouterLink} href={`/lead-details/${lead._id}`} variant="outline">
            {linkText}
            <VisuallyHidden>
              {' '}
              ({title}, {place})
            </VisuallyHidden>
          </ButtonLink>
          {onRemove ? (
            <Button variant="text" color="error" onClick={onRemove} loading={removing}>
              {t`Remove draft`}
              <VisuallyHidden>
                {' '}
                ({title}, {place})
              </VisuallyHidden>
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
