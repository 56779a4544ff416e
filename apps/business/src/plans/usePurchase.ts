import { useLingui } from '@lingui/react/macro';
import { type ApiInput, type ApiOutput, ApiRequestError } from '@quoteway/api-client';
import type { CurrencyCode, SiteCountry } from '@quoteway/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useConsole } from '../console';

type PurchaseInput = NonNullable<ApiInput<'purchase'>['body']>;
/** A purchase's answer once the card was charged (not the 202 asking for 3-D Secure). */
export type PurchaseResult = ApiOutput<'finalisePurchase'>;
type CardEntry = ApiOutput<'plans'>['cardEntry'];

/** What the business chose to buy: a plan, or a custom number of credits (planId null). */
export interface PurchaseChoice {
  planId: string | null;
  credits: number;
  bonusCredits: number;
  /** In `currency`'s cents: the site's price, as the plans answer gave it. */
  priceCents: number;
  currency: CurrencyCode;
  /** The site whose price it is (the plans answer's): its money is written as there. */
  country: SiteCountry;
  expiryDays: number;
}

/**
 * How the business pays: a new card (typed into the sandbox's form, or a Stripe PaymentMethod
 * id made by Stripe's Payment Element), or the card saved on the account.
 */
export type Payment = Pick<PurchaseInput, 'card' | 'cardToken' | 'useSavedCard' | 'saveCard'>;

interface Attempt {
  key: string;
  /** The request sent under this key, once one was sent. */
  sent: string | null;
  /** It was sent but no final answer came (no answer, 5xx, still processing). */
  unresolved: boolean;
}

/**
 * Pays for credits at most once per attempt. `start` makes the attempt's idempotency key when
 * the payment modal opens; a retry of the same request (after no answer, or a double click)
 * sends the same key, so the server replays the first outcome instead of charging again.
 * An attempt whose outcome is unknown outlives closing the modal: buying the same thing again
 * resends its key. When the card's bank asks for 3-D Secure (202), Stripe.js shows its window
 * over the page, then the server is asked for the outcome (`finalisePurchase`), which it
 * credits once however often it is asked.
 */
export function usePurchase(
  onPaid: (result: PurchaseResult) => void,
  /** How the server takes cards (the plans' `cardEntry`); unknown until the plans answer. */
  cardEntry: CardEntry | undefined,
) {
  const { t } = useLingui();
  const { api } = useConsole();
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const purchase = useMutation({
    mutationFn: ({ body, key }: { body: PurchaseInput; key: string }) =>
      api.purchase({ body, headers: { 'idempotency-key': key } }),
  });

  const start = useCallback(() => {
    if (!attempt.current?.unresolved) {
      attempt.current = { key: crypto.randomUUID(), sent: null, unresolved: false };
    }
    setError(null);
  }, []);

  const stop = useCallback(() => {
    if (!attempt.current?.unresolved) attempt.current = null;
    setError(null);
  }, []);

  const pay = async (choice: PurchaseChoice, payment: Payment) => {
    // A second click before React re-renders the disabled button must not send twice.
    if (inFlight.current) return;
    const body: PurchaseInput = {
      ...(choice.planId ? { planId: choice.planId } : { customCredits: choice.credits }),
      ...payment,
    };
    const request = JSON.stringify(body);
    const previous = attempt.current;
    // The server refuses a key reused for a different request (another card, say), so a
    // changed request is a new attempt with its own key.
    const current: Attempt =
      previous && (previous.sent === null || previous.sent === request)
        ? { key: previous.key, sent: request, unresolved: false }
        : { key: crypto.randomUUID(), sent: request, unresolved: false };
    attempt.current = current;
    inFlight.current = true;
    setError(null);
    try {
      const answer = await purchase.mutateAsync({ body, key: current.key });
      let result: PurchaseResult;
      if ('nextAction' in answer) {
        const { purchaseId, clientSecret } = answer.nextAction;
        setAuthenticating(true);
        try {
          if (cardEntry?.processor === 'stripe') {
            const { authenticatePayment } = await import('./stripe/stripeJs');
            await authenticatePayment(cardEntry, clientSecret);
          }
          // Whatever happened in the bank's window, the server asks Stripe what came of it.
          result = await api.finalisePurchase({ params: { id: purchaseId } });
        } finally {
          setAuthenticating(false);
        }
      } else {
        result = answer;
      }
      attempt.current = null;
      onPaid(result);
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        // A decline (402) or a refused request (400) is this attempt's final answer: the
        // server would replay it for the same key, so the next try is a new attempt. Other
        // answers (409 still processing, 5xx) keep the key: the outcome is not known yet.
        attempt.current =
          failure.status === 402 || failure.status === 400
            ? { key: crypto.randomUUID(), sent: null, unresolved: false }
            : { ...current, unresolved: true };
        setError(failure.message);
      } else {
        attempt.current = { ...current, unresolved: true };
        setError(t`We could not reach the server. Try again: you will not be charged twice.`);
      }
    } finally {
      inFlight.current = false;
    }
  };

  return {
    start,
    stop,
    pay,
    paying: purchase.isPending || authenticating,
    /** The bank's 3-D Secure window is open over the page. */
    authenticating,
    error,
  };
}
