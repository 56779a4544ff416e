import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, ApiRequestError, apiQuery, apiRouteKey } from '@quoteway/api-client';
import {
  type CurrencyCode,
  formatSiteMoney,
  regionalSites,
  type SiteCountry,
} from '@quoteway/domain';
import { Button, Card, Dialog, Select, Spinner, Stack, TextArea, TextField } from '@quoteway/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { queryClient } from '../queryClient';
import { useSiteFormat } from '../useSiteFormat';
import * as css from './admin.css';

type Purchase = ApiOutput<'purchaseQueue'>['purchases'][number];
type PurchaseState = Purchase['state'];
const purchaseStates: readonly PurchaseState[] = ['succeeded', 'refunded', 'pending', 'failed'];

const PAGE = 20;

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** The regional site that charges in `currency`: its amounts read as that site writes them. */
function siteOfCurrency(currency: string): SiteCountry {
  const sites = Object.keys(regionalSites) as SiteCountry[];
  return sites.find((site) => regionalSites[site].pricing.currency === currency) ?? 'NZ';
}

/**
 * The console's payments queue: purchases newest first, by state, business and day, with the
 * business's saved card as brand and last 4 only; a credited purchase whose credits are all
 * unspent can be refunded whole, with a required reason.
 */
export function PaymentsQueue() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PurchaseState | ''>('');
  const [business, setBusiness] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const [refunding, setRefunding] = useState<Purchase | null>(null);
  const [done, setDone] = useState('');
  const stateLabels: Record<PurchaseState, string> = {
    pending: t`Waiting for the card processor`,
    succeeded: t`Credited`,
    failed: t`Card refused`,
    refunded: t`Refunded`,
  };
  const query = {
    offset,
    limit: PAGE,
    ...(state ? { state } : {}),
    ...(business.trim() ? { business: business.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const list = useQuery(apiQuery(api, 'purchaseQueue', { query }));
  const refund = useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      api.refundPurchase({ params: { id: input.id }, body: { reason: input.reason } }),
    onSuccess: async (result) => {
      setRefunding(null);
      const creditNote = result.creditNoteNumber;
      setDone(t`Refunded. Credit note ${creditNote} is issued.`);
      await queryClient.invalidateQueries({ queryKey: apiRouteKey('purchaseQueue') });
    },
  });
  // One left-to-right isolate, so the sign stays with the amount in Arabic.
  const money = (purchase: Purchase) => {
    const site = siteOfCurrency(purchase.currency);
    const currency: CurrencyCode = regionalSites[site].pricing.currency;
    return `\u2066${formatSiteMoney(purchase.amountCents, currency, i18n.locale, site)}\u2069`;
  };
  const filtered = (change: () => void) => {
    change();
    setOffset(0);
  };
  const purchases = list.data?.purchases ?? [];
  const nextOffset = list.data?.nextOffset;
  const shown = purchases.length;
  const open = purchases.filter((p) => p.state === 'succeeded').length;
  return (
    <section aria-labelledby="payments-title" className={css.section}>
      <h2 id="payments-title" className={css.heading}>{t`Payments`}</h2>
      <div className={css.filters}>
        <Select
          label={t`Show`}
          name="state"
          value={state}
          onChange={(event) =>
            filtered(() => setState(purchaseStates.find((s) => s === event.target.value) ?? ''))
          }
        >
          <option value="">{t`Every purchase`}</option>
          {purchaseStates.map((value) => (
            <option key={value} value={value}>
              {stateLabels[value]}
            </option>
          ))}
        </Select>
        <TextField
          label={t`Business`}
          name="business"
          type="search"
          value={business}
          onChange={(event) => filtered(() => setBusiness(event.target.value))}
          hint={t`Name, e-mail, business number or account id`}
        />
        <TextField
          label={t`From`}
          name="from"
          type="date"
          value={from}
          onChange={(event) => filtered(() => setFrom(event.target.value))}
        />
        <TextField
          label={t`To`}
          name="to"
          type="date"
          value={to}
          onChange={(event) => filtered(() => setTo(event.target.value))}
        />
      </div>
      <p role="status">{done}</p>
      {list.isPending ? <Spinner label={t`Loading`} /> : null}
      {list.isError ? <p role="alert">{errorText(list.error, t`Something went wrong`)}</p> : null}
      {list.isSuccess && purchases.length === 0 ? <p>{t`No purchase matches.`}</p> : null}
      {shown > 0 ? (
        <p
          className={css.muted}
        >{t`Purchases shown: ${shown}. Credited and not refunded: ${open}.`}</p>
      ) : null}
      <ul className={css.list}>
        {purchases.map((purchase) => (
          <PurchaseRow
            key={purchase.id}
            purchase={purchase}
            amount={money(purchase)}
            state={stateLabels[purchase.state]}
            onRefund={() => {
              setDone('');
              refund.reset();
              setRefunding(purchase);
            }}
          />
        ))}
      </ul>
      <Stack direction="row" gap="sm" wrap>
        {offset > 0 ? (
          <Button variant="outline" onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t`Newer purchases`}
          </Button>
        ) : null}
        {nextOffset != null ? (
          <Button variant="outline" onClick={() => setOffset(nextOffset)}>
            {t`Older purchases`}
          </Button>
        ) : null}
      </Stack>
      {refunding ? (
        <RefundDialog
          purchase={refunding}
          amount={money(refunding)}
          onClose={() => setRefunding(null)}
          onRefund={(reason) => refund.mutate({ id: refunding.id, reason })}
          busy={refund.isPending}
          error={refund.isError ? errorText(refund.error, t`Something went wrong`) : undefined}
        />
      ) : null}
    </section>
  );
}

/** One purchase of the queue: what was paid and credited, its documents, its card. */
function PurchaseRow({
  purchase,
  amount,
  state,
  onRefund,
}: {
  purchase: Purchase;
  amount: string;
  state: string;
  onRefund(): void;
}) {
  const { t } = useLingui();
  const { date } = useSiteFormat();
  const { credits, bonusCredits, creditsLeft: left } = purchase;
  const total = credits + bonusCredits;
  return (
    <li>
      <Card padding="md">
        <div className={css.row}>
          <p className={css.strong}>
            {purchase.businessName} · {amount}
          </p>
          <p dir="ltr" className={css.wrap}>
            {purchase.email}
          </p>
          <p>
            {state} · {t`${credits} credits and ${bonusCredits} bonus credits`}
          </p>
          {purchase.state === 'succeeded' ? <p>{t`${left} of ${total} credits unspent`}</p> : null}
          {purchase.failureMessage ? <p className={css.muted}>{purchase.failureMessage}</p> : null}
          <p className={css.muted}>
            {date(purchase.createdAt)}
            {purchase.invoiceNumber ? (
              <>
                {' · '}
                {t`Tax invoice`} <span dir="ltr">{purchase.invoiceNumber}</span>
              </>
            ) : null}
            {purchase.creditNoteNumber ? (
              <>
                {' · '}
                {t`Credit note`} <span dir="ltr">{purchase.creditNoteNumber}</span>
              </>
            ) : null}
          </p>
          <p className={css.muted}>
            {purchase.card ? <SavedCard {...purchase.card} /> : t`No saved card`}
          </p>
          {purchase.refundable ? (
            <div>
              <Button onClick={onRefund}>{t`Refund`}</Button>
            </div>
          ) : purchase.state === 'succeeded' ? (
            <p className={css.muted}>
              {t`Some of its credits were spent or have expired: it cannot be refunded whole.`}
            </p>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

/** A saved card as the console may show it: its brand and last 4 digits, nothing else. */
function SavedCard({ brand, last4 }: { brand: string; last4: string }) {
  return (
    <Trans>
      Saved card: {brand} ending <span dir="ltr">{last4}</span>
    </Trans>
  );
}

/** The refund's confirmation, with its required reason (audited and told to the business). */
function RefundDialog({
  purchase,
  amount,
  onClose,
  onRefund,
  busy,
  error,
}: {
  purchase: Purchase;
  amount: string;
  onClose(): void;
  onRefund(reason: string): void;
  busy: boolean;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const credits = purchase.credits + purchase.bonusCredits;
  const business = purchase.businessName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim()) onRefund(reason.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Refund this purchase`}
      closeLabel={t`Close`}
    >
      <form onSubmit={submit} className={css.form} noValidate>
        <p>
          {t`${amount} goes back to the card of ${business}, and ${credits} credits leave its balance. A credit note is issued and the business is told.`}
        </p>
        <TextArea
          label={t`Reason`}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={1000}
          required
          error={tried && !reason.trim() ? t`Give a reason` : undefined}
        />
        {error ? <p role="alert">{error}</p> : null}
        <Stack direction="row" gap="sm" wrap>
          <Button type="submit" disabled={busy}>
            {t`Refund ${amount}`}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t`Cancel`}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
