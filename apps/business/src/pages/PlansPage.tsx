import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ApiOutput, apiQuery, apiQueryKey, apiRouteKey } from '@quoteway/api-client';
import {
  creditOffer,
  creditValueCents,
  regionalSites,
  type SiteCountry,
  siteOfHost,
} from '@quoteway/domain';
import { Button, Card, Stack } from '@quoteway/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConsole } from '../console';
import { AutoTopUpCard } from '../plans/AutoTopUpCard';
import { CreditLedger } from '../plans/CreditLedger';
import { CustomPurchase } from '../plans/CustomPurchase';
import { NewCardDialog } from '../plans/NewCardDialog';
import { PaymentDialog } from '../plans/PaymentDialog';
import { SpendingCapForm } from '../plans/SpendingCapForm';
import { type PurchaseChoice, type PurchaseResult, usePurchase } from '../plans/usePurchase';
import { mutedText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import { ConsolePage } from './ConsolePage';

type PlansResult = ApiOutput<'plans'>;

// Stripe's card form, in its own chunk: only a business paying with a new card in Stripe
// mode loads it (and Stripe.js with it).
const StripeCardDialog = lazy(async () => ({
  default: (await import('../plans/stripe/StripeCardDialog')).StripeCardDialog,
}));

/**
 * The domain's plans, shown until the API's answer arrives, and if it fails (they are the same
 * table the API sells from, chosen by the same rule): the business's own country when the
 * account names it, else this page's regional site.
 */
function domainPlans(own: SiteCountry | undefined): PlansResult {
  const site = own ? regionalSites[own] : siteOfHost(window.location.hostname);
  return {
    country: site.country,
    pricedFor: own ? 'business' : 'site',
    gstRatePercent: site.gst.ratePercent,
    // Never used: how cards are taken is only known from the API (see `cardEntry` below).
    cardEntry: { processor: 'sandbox' },
    ...creditOffer(site.pricing),
  };
}

/** /plans/:jobId?: credit plans and custom purchases, paying, and the credit ledger. */
export function PlansPage() {
  const { t } = useLingui();
  const { api, user, onUserChange, notify, refreshUser } = useConsole();
  const navigate = useNavigate();
  const { jobId } = useParams();
  const headings = {
    plans: useId(),
    custom: useId(),
    spending: useId(),
    topUp: useId(),
    ledger: useId(),
  };
  const queryClient = useQueryClient();
  const [placeholder] = useState(() => domainPlans(user?.business?.country));
  const answered = useQuery(apiQuery(api, 'plans')).data;
  const plans = answered ?? placeholder;
  // Unknown until the API answers: no card form shows before then, so that a card number is
  // never typed into our own form on a server that takes cards through Stripe.
  const cardEntry = answered?.cardEntry;
  const { currency, country, pricedFor } = plans;
  const countryNames: Record<SiteCountry, string> = {
    NZ: t`New Zealand`,
    AU: t`Australia`,
    IN: t`India`,
  };
  const countryName = countryNames[country];
  const gstRate = plans.gstRatePercent;
  // Prices are written as on the site that answered (the plans answer names it).
  const money = useSiteMoney(country);
  // The card saved on the account comes with the user (auth/me); none until it answers.
  const card = useQuery(apiQuery(api, 'me')).data?.card ?? null;
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);
  const [dialog, setDialog] = useState<'payment' | 'new-card'>('payment');
  const [ledgerVersion, setLedgerVersion] = useState(0);

  const paid = (result: PurchaseResult) => {
    const added = result.purchase.credits + result.purchase.bonusCredits;
    notify(t`${added} credits added to your account`);
    if (user) onUserChange({ ...user, credits: result.balance });
    refreshUser?.();
    const saved = result.card;
    if (saved) {
      queryClient.setQueryData(apiQueryKey('me'), (me: ApiOutput<'me'> | undefined) =>
        me ? { ...me, card: saved } : me,
      );
    }
    setChoice(null);
    // The ledger starts again at its newest entries, the purchase on top.
    void queryClient.invalidateQueries({ queryKey: apiRouteKey('ledger'), refetchType: 'none' });
    setLedgerVersion((v) => v + 1);
    if (jobId) void navigate(`/lead-details/${jobId}`);
  };
  const purchase = usePurchase(paid, cardEntry);

  const choose = (next: PurchaseChoice) => {
    purchase.start();
    setDialog('payment');
    setChoice(next);
  };
  // Spec section 4: closing either modal clears the selected plan.
  const close = () => {
    setChoice(null);
    purchase.stop();
  };

  const balance = user?.credits ?? 0;
  // What the credits are worth at the site's list price: credits are not money, but close.
  const worth = money.format(
    creditValueCents(balance, { customPriceBands: plans.custom.priceBands }),
    currency,
  );

  return (
    <ConsolePage title={t`Plans`}>
      <Stack gap="lg">
        <p>
          <Plural
            value={balance}
            one={`You have # credit, worth about ${worth}.`}
            other={`You have # credits, worth about ${worth}.`}
          />{' '}
          {jobId ? <Trans>After paying you go back to the lead you were quoting on.</Trans> : null}
        </p>
        <section aria-labelledby={headings.plans}>
          <Stack gap="md">
            <h2 id={headings.plans}>
              <Trans>Credit plans</Trans>
            </h2>
            <p className={mutedText}>
              {pricedFor === 'business' ? (
                <Trans>
                  Your business is in {countryName}, so you pay in {currency}, including {gstRate}%
                  GST, and get {countryName} tax invoices, whichever site you use.
                </Trans>
              ) : (
                <Trans>Prices are in {currency} and include GST.</Trans>
              )}
            </p>
            <Stack as="ul" direction="row" gap="md" wrap>
              {plans.plans.map((plan) => {
                const credits = plan.credits;
                const bonus = plan.bonusCredits;
                const days = plan.expiryDays;
                const price = money.format(plan.priceCents, currency);
                return (
                  <Card as="li" key={plan.id}>
                    <Stack gap="sm">
                      <h3>
                        {price} <span className={mutedText}>{currency}</span>
                      </h3>
                      <p className={mutedText}>
                        <Trans>incl. GST</Trans>
                      </p>
                      <p>
                        <Trans>
                          {credits} credits + {bonus} bonus
                        </Trans>
                      </p>
                      <p className={mutedText}>
                        <Plural value={days} one="Valid for # day" other="Valid for # days" />
                      </p>
                      <Button
                        onClick={() =>
                          choose({
                            planId: plan.id,
                            credits,
                            bonusCredits: bonus,
                            priceCents: plan.priceCents,
                            currency,
                            country,
                            expiryDays: days,
                          })
                        }
                      >
                        {t`Buy ${credits} credits for ${price}`}
                      </Button>
                    </Stack>
                  </Card>
                );
              })}
            </Stack>
          </Stack>
        </section>
        <section aria-labelledby={headings.custom}>
          <Card>
            <Stack gap="md">
              <h2 id={headings.custom}>
                <Trans>Custom purchase</Trans>
              </h2>
              <CustomPurchase
                minCredits={plans.custom.minCredits}
                maxCredits={plans.custom.maxCredits}
                stepCredits={plans.custom.stepCredits}
                priceBands={plans.custom.priceBands}
                currency={currency}
                country={country}
                onBuy={choose}
              />
            </Stack>
          </Card>
        </section>
        <section aria-labelledby={headings.spending}>
          <Card>
            <Stack gap="md">
              <h2 id={headings.spending}>
                <Trans>Spending controls</Trans>
              </h2>
              <SpendingCapForm />
            </Stack>
          </Card>
        </section>
        <section aria-labelledby={headings.topUp}>
          <Card>
            <Stack gap="md">
              <h2 id={headings.topUp}>
                <Trans>Auto top-up</Trans>
              </h2>
              <AutoTopUpCard plans={plans.plans} currency={currency} money={money} card={card} />
            </Stack>
          </Card>
        </section>
        <section aria-labelledby={headings.ledger}>
          <Stack gap="md">
            <h2 id={headings.ledger}>
              <Trans>Credit history</Trans>
            </h2>
            <CreditLedger key={ledgerVersion} />
          </Stack>
        </section>
      </Stack>
      {purchase.authenticating ? (
        <p role="status">
          <Trans>Confirm the payment in your bank’s window.</Trans>
        </p>
      ) : null}
      <PaymentDialog
        choice={dialog === 'payment' && !purchase.authenticating ? choice : null}
        card={card}
        paying={purchase.paying}
        error={purchase.error}
        onPaySaved={() => {
          // The server charges the card saved on the account; its token never comes here.
          if (choice) void purchase.pay(choice, { useSavedCard: true });
        }}
        canUseNewCard={cardEntry !== undefined}
        onUseNewCard={() => setDialog('new-card')}
        onClose={close}
      />
      {choice && dialog === 'new-card' && cardEntry?.processor === 'sandbox' ? (
        <NewCardDialog
          choice={choice}
          paying={purchase.paying}
          error={purchase.error}
          onPay={(payment) => void purchase.pay(choice, payment)}
          onClose={close}
        />
      ) : null}
      {choice &&
      dialog === 'new-card' &&
      cardEntry?.processor === 'stripe' &&
      !purchase.authenticating ? (
        <Suspense fallback={null}>
          <StripeCardDialog
            choice={choice}
            entry={cardEntry}
            paying={purchase.paying}
            error={purchase.error}
            onPay={(payment) => void purchase.pay(choice, payment)}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </ConsolePage>
  );
}
