import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery } from '@quoteway/api-client';
import { formatLocalMoney, siteOfHost } from '@quoteway/domain';
import { directionOf, isLocale, isolateLtr } from '@quoteway/i18n';
import { BusyIndicator, ButtonLink, Card, Stack, TextLink } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useConsole } from '../console';
import { RouterLink } from '../RouterLink';
import { errorText, factList, factRow, factTerm, mutedText } from '../styles.css';
import * as styles from '../plans/plans.css';
import { ConsolePage } from './ConsolePage';

type TaxDocument = ApiOutput<'taxDocument'>;

/**
 * /invoices/:id: a tax invoice or credit note as issued (seller and buyer with their tax
 * numbers, the price excluding GST, the GST and the total) and its PDF. The receipt e-mail and
 * the credit history link here.
 */
export function InvoicePage() {
  const { t, i18n } = useLingui();
  const { api } = useConsole();
  const { id = '' } = useParams();
  const query = useQuery(apiQuery(api, 'taxDocument', { params: { id } }));
  const document = query.data;
  const number = document?.number ?? '';
  const title = document
    ? document.kind === 'invoice'
      ? t`Tax invoice ${number}`
      : t`Credit note ${number}`
    : t`Tax invoice`;
  const error = query.isError
    ? query.error instanceof ApiRequestError
      ? query.error.message
      : t`Something went wrong`
    : null;

  return (
    <ConsolePage title={title}>
      <Stack gap="lg">
        <BusyIndicator label={t`Loading the invoice`} active={query.isFetching} position="inline" />
        {error ? (
          <p role="alert" className={errorText}>
            {error}
          </p>
        ) : null}
        {document ? <DocumentBody document={document} locale={i18n.locale} /> : null}
        <p>
          <TextLink as={RouterLink} href="/plans">
            {t`Back to plans and credit history`}
          </TextLink>
        </p>
      </Stack>
    </ConsolePage>
  );
}

function DocumentBody({ document, locale }: { document: TaxDocument; locale: string }) {
  const { t } = useLingui();
  const { api } = useConsole();
  const country = siteOfHost(window.location.hostname).country;
  const rtl = isLocale(locale) && directionOf(locale) === 'rtl';
  const money = (cents: number) => {
    const text = formatLocalMoney(cents, document.currency, `${locale}-${country}`);
    return rtl ? isolateLtr(text) : text;
  };
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(document.issuedAt),
  );
  const credits = document.credits;
  const bonus = document.bonusCredits;
  const description = document.planId
    ? t`${credits}-credit plan, with ${bonus} bonus credits`
    : t`Custom purchase of ${credits} credits, with ${bonus} bonus credits`;
  const rate = document.gstRatePercent;
  const pdf = api.url('taxDocumentPdf', { params: { id: document.id }, query: document.pdf });
  const sellerNumber = document.seller.taxNumber;
  const buyerKind = document.buyer.numberKind ?? t`Business number`;
  const buyerNumber = document.buyer.number;
  const currency = document.currency;
  const invoice = document.invoice;
  const creditNote = document.creditNote;

  return (
    <Card>
      <Stack gap="md">
        <dl className={factList}>
          <div className={factRow}>
            <dt className={factTerm}>{t`Number`}</dt>
            <dd dir="ltr">{document.number}</dd>
          </div>
          <div className={factRow}>
            <dt className={factTerm}>{t`Date issued`}</dt>
            <dd>{issued}</dd>
          </div>
          <div className={factRow}>
            <dt className={factTerm}>{t`Seller`}</dt>
            <dd>
              {document.seller.name}
              {sellerNumber ? (
                <>
                  <br />
                  {t`GST number: ${sellerNumber}`}
                </>
              ) : null}
            </dd>
          </div>
          <div className={factRow}>
            <dt className={factTerm}>{t`Buyer`}</dt>
            <dd>
              {document.buyer.name}
              {buyerNumber ? (
                <>
                  <br />
                  {`${buyerKind}: `}
                  <span dir="ltr">{buyerNumber}</span>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
        <div className={styles.ledgerScroller}>
          <table className={styles.ledgerTable}>
            <caption className={styles.ledgerCaption}>{description}</caption>
            <tbody>
              <tr>
                <th scope="row" className={styles.amountLabel}>
                  <Trans>Price excluding GST</Trans>
                </th>
                <td className={styles.ledgerAmount}>{money(document.excludingCents)}</td>
              </tr>
              <tr>
                <th scope="row" className={styles.amountLabel}>
                  <Trans>GST ({rate}%)</Trans>
                </th>
                <td className={styles.ledgerAmount}>{money(document.gstCents)}</td>
              </tr>
              <tr>
                <th scope="row" className={styles.amountLabel}>
                  <strong>
                    <Trans>Total including GST</Trans>
                  </strong>
                </th>
                <td className={styles.ledgerAmount}>
                  <strong>{money(document.totalCents)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        {invoice ? <DocumentLink kind="invoice" document={invoice} /> : null}
        {creditNote ? <DocumentLink kind="credit-note" document={creditNote} /> : null}
        <p className={mutedText}>
          <Trans>Amounts in {currency}.</Trans>
        </p>
        <div>
          <ButtonLink href={pdf} target="_blank" variant="outline">
            {t`Download PDF`}
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}

/** A credit note's invoice, or an invoice's credit note. */
function DocumentLink({
  kind,
  document,
}: {
  kind: 'invoice' | 'credit-note';
  document: { id: string; number: string };
}) {
  const { number } = document;
  const link = (
    <TextLink as={RouterLink} href={`/invoices/${document.id}`}>
      {number}
    </TextLink>
  );
  return (
    <p>
      {kind === 'invoice' ? (
        <Trans>This credit note refunds tax invoice {link}.</Trans>
      ) : (
        <Trans>Refunded: see credit note {link}.</Trans>
      )}
    </p>
  );
}
