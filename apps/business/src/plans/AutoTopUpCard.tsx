import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ApiInput,
  type ApiOutput,
  ApiRequestError,
  apiQuery,
  apiQueryKey,
} from '@quoteway/api-client';
import type { CurrencyCode } from '@quoteway/domain';
import { BusyIndicator, Button, Dialog, Select, Stack, TextField, TextLink } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useConsole } from '../console';
import { RouterLink } from '../RouterLink';
import { errorText, mutedText } from '../styles.css';
import type { SiteMoney } from '../useSiteMoney';
import { capField, topUpList } from './plans.css';

type AutoTopUp = ApiOutput<'autoTopUp'>;
type Plan = ApiOutput<'plans'>['plans'][number];
type Body = ApiInput<'enableAutoTopUp'>['body'];

interface AutoTopUpCardProps {
  /** The plans on offer, in the business's own currency (the plans answer). */
  plans: readonly Plan[];
  currency: CurrencyCode;
  money: SiteMoney;
  /** The card saved on the account (brand and last 4), or null: auto top-up needs one. */
  card: { brand: string; last4: string } | null;
}

/** The largest threshold the API takes (contracts, MAX_TOP_UP_THRESHOLD_CREDITS). */
const MAX_THRESHOLD = 100_000;

/** "150" or "150.5" or "150.50" in the currency's units, as whole cents; NaN otherwise. */
function centsOf(text: string): number {
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Auto top-up (GET/PUT/DELETE /api/credits/auto-top-up): off by default. Turning it on, or
 * changing it, opens a confirmation naming the plan and its price, the saved card, the
 * threshold and the monthly maximum; the server stores exactly that. Switching off is one
 * click. Lists this month's top-ups with their tax invoices.
 */
export function AutoTopUpCard(props: AutoTopUpCardProps) {
  const { t } = useLingui();
  const { api } = useConsole();
  const state = useQuery(apiQuery(api, 'autoTopUp'));
  if (state.isError) {
    return (
      <p role="alert" className={errorText}>
        {state.error instanceof ApiRequestError ? state.error.message : t`Something went wrong`}
      </p>
    );
  }
  if (state.isPending) {
    return <BusyIndicator label={t`Loading your auto top-up`} position="inline" />;
  }
  return <AutoTopUpState {...props} state={state.data} />;
}

function AutoTopUpState({
  plans,
  currency,
  money,
  card,
  state,
}: AutoTopUpCardProps & { state: AutoTopUp }) {
  const { t, i18n } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const consent = state.consent;
  const [editing, setEditing] = useState(false);
  const [planId, setPlanId] = useState(consent?.planId ?? plans[0]?.id ?? '');
  const [threshold, setThreshold] = useState(String(consent?.thresholdCredits ?? 20));
  const [max, setMax] = useState(
    consent
      ? String(consent.monthlyMaxCents / 100)
      : String(((plans[0]?.priceCents ?? 0) * 3) / 100),
  );
  const [errors, setErrors] = useState<{ threshold?: string; max?: string; form?: string }>({});
  const [confirming, setConfirming] = useState<Body | null>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const plan = plans.find((p) => p.id === planId);

  const saved = (next: AutoTopUp) => {
    queryClient.setQueryData(apiQueryKey('autoTopUp'), next);
    setEditing(false);
    setConfirming(null);
    setErrors({});
  };
  const failed = (failure: Error) => {
    if (failure instanceof ApiRequestError) {
      setErrors({
        threshold: failure.fieldMessage('thresholdCredits'),
        max: failure.fieldMessage('monthlyMaxCents'),
        form: failure.message,
      });
      notifyError(failure.message);
    } else {
      notifyError(t`Something went wrong`);
    }
  };
  const turnOn = useMutation({
    mutationFn: (body: Body) => api.enableAutoTopUp({ body }),
    onSuccess: (next) => {
      saved(next);
      notify(t`Auto top-up is on`);
    },
    onError: (failure) => {
      setConfirming(null);
      failed(failure);
    },
  });
  const turnOff = useMutation({
    mutationFn: () => api.disableAutoTopUp({}),
    onSuccess: (next) => {
      saved(next);
      notify(t`Auto top-up is off`);
    },
    onError: failed,
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const credits = /^\d+$/.test(threshold.trim()) ? Number(threshold.trim()) : Number.NaN;
    const cents = centsOf(max);
    const next: typeof errors = {};
    if (!(credits >= 1 && credits <= MAX_THRESHOLD)) {
      next.threshold = t`Enter a whole number of credits from 1 to 100000`;
    }
    if (!plan) next.form = t`Choose a plan`;
    else if (!(cents >= plan.priceCents)) {
      next.max = t`Enter an amount of at least ${money.format(plan.priceCents, currency)}, the price of one top-up`;
    }
    setErrors(next);
    if (next.threshold) {
      thresholdRef.current?.focus();
      return;
    }
    if (next.max) {
      maxRef.current?.focus();
      return;
    }
    if (!plan || !card) return;
    setConfirming({
      planId: plan.id,
      priceCents: plan.priceCents,
      currency,
      cardLast4: card.last4,
      thresholdCredits: credits,
      monthlyMaxCents: cents,
      confirmed: true,
    });
  };

  const enabled = state.enabled && consent !== null;
  const showForm = !enabled || editing;
  const price = (cents: number) => money.format(cents, currency);
  // The ledger's words for the same link (one message).
  const invoiceName = (number: string) => t`Tax invoice ${number}`;
  const confirmingPlan = confirming ? plans.find((p) => p.id === confirming.planId) : undefined;

  return (
    <Stack gap="md">
      <p className={mutedText}>
        <Trans>
          When a quote leaves your balance below the threshold, we buy the plan you chose with your
          saved card, up to your monthly maximum. Each top-up comes with a tax invoice and a receipt
          by e-mail.
        </Trans>
      </p>
      <p role="status">
        {enabled && consent ? (
          <Trans>
            Auto top-up is on: below {consent.thresholdCredits} credits we buy{' '}
            {consent.credits + consent.bonusCredits} credits for {price(consent.priceCents)} with
            your {consent.card.brand} ending in {consent.card.last4}, up to{' '}
            {price(consent.monthlyMaxCents)} a month.
          </Trans>
        ) : (
          <Trans>Auto top-up is off.</Trans>
        )}
      </p>
      {!enabled && consent?.endedAt && consent.endedMessage ? (
        <p role="alert" className={errorText}>
          <Trans>
            Auto top-up was switched off on {date.format(new Date(consent.endedAt))}:{' '}
            {consent.endedMessage}
          </Trans>
        </p>
      ) : null}
      {enabled ? (
        <Stack direction="row" gap="md" wrap>
          <Button type="button" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
            {t`Switch off auto top-up`}
          </Button>
          {!editing ? (
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              {t`Change auto top-up`}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {showForm ? (
        <form onSubmit={review} aria-label={t`Auto top-up`} noValidate>
          <Stack gap="md">
            <Select
              label={t`Plan to buy`}
              name="planId"
              value={planId}
              onChange={(e) => setPlanId(e.target.value)}
            >
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {t`${p.credits} credits + ${p.bonusCredits} bonus for ${price(p.priceCents)}`}
                </option>
              ))}
            </Select>
            <div className={capField}>
              <TextField
                ref={thresholdRef}
                label={t`Top up when my balance falls below (credits)`}
                name="thresholdCredits"
                type="number"
                inputMode="numeric"
                min="1"
                value={threshold}
                onChange={(e) => setThreshold(e.target.value)}
                error={errors.threshold}
              />
            </div>
            <div className={capField}>
              <TextField
                ref={maxRef}
                label={t`Monthly maximum (${currency})`}
                name="monthlyMax"
                inputMode="decimal"
                value={max}
                onChange={(e) => setMax(e.target.value)}
                error={errors.max}
              />
            </div>
            <p>
              {card ? (
                <Trans>
                  Card: {card.brand} ending in {card.last4}
                </Trans>
              ) : (
                <Trans>
                  Auto top-up needs a saved card: buy credits with a card and tick “Save this card
                  for next time”.
                </Trans>
              )}
            </p>
            {errors.form ? (
              <p role="alert" className={errorText}>
                {errors.form}
              </p>
            ) : null}
            <Stack direction="row" gap="md" wrap>
              <Button type="submit" disabled={!card}>
                {enabled ? t`Review the changes` : t`Turn on auto top-up`}
              </Button>
              {editing ? (
                <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                  {t`Cancel`}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </form>
      ) : null}
      <h3>
        <Trans>Top-ups this month</Trans>
      </h3>
      {state.history.length === 0 ? (
        <p className={mutedText}>
          <Trans>No top-ups this month.</Trans>
        </p>
      ) : (
        <ul className={topUpList}>
          {state.history.map((top) => (
            <li key={top.id}>
              {date.format(new Date(top.createdAt))}:{' '}
              {top.status === 'succeeded'
                ? t`${top.credits + top.bonusCredits} credits for ${money.format(top.amountCents, top.currency)}`
                : top.status === 'pending'
                  ? t`${money.format(top.amountCents, top.currency)} being charged`
                  : t`${money.format(top.amountCents, top.currency)} refused by the card`}
              {top.taxInvoice ? (
                <>
                  {' '}
                  <TextLink as={RouterLink} href={`/invoices/${top.taxInvoice.id}`}>
                    {invoiceName(top.taxInvoice.number)}
                  </TextLink>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={mutedText}>
        <Trans>Spent on top-ups this month: {price(state.spentThisMonthCents)}</Trans>
      </p>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Turn on auto top-up?`}
        closeLabel={t`Close`}
        role="alertdialog"
        size="sm"
        actions={
          <>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
              {t`Cancel`}
            </Button>
            <Button
              type="button"
              loading={turnOn.isPending}
              onClick={() => confirming && turnOn.mutate(confirming)}
            >
              {t`I agree: turn on auto top-up`}
            </Button>
          </>
        }
      >
        {confirming && confirmingPlan && card ? (
          <Stack gap="sm">
            <p>
              <Trans>
                Whenever a quote leaves your balance below {confirming.thresholdCredits} credits, we
                will charge your {card.brand} card ending in {card.last4}{' '}
                {price(confirming.priceCents)} for the {confirmingPlan.credits}-credit plan (
                {confirmingPlan.credits + confirmingPlan.bonusCredits} credits with the bonus).
              </Trans>
            </p>
            <p>
              <Trans>
                We will never charge more than {price(confirming.monthlyMaxCents)} in a calendar
                month. You can switch auto top-up off at any time.
              </Trans>
            </p>
          </Stack>
        ) : null}
      </Dialog>
    </Stack>
  );
}
