import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@quoteway/domain';
import type {
  Stripe,
  StripeElementLocale,
  StripeElements,
  StripePaymentElement,
} from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText, mutedText } from '../../styles.css';
import { CardDialog } from '../CardDialog';
import * as styles from '../plans.css';
import type { Payment, PurchaseChoice } from '../usePurchase';
import { type StripeEntry, stripeFor } from './stripeJs';

interface StripeCardDialogProps {
  choice: PurchaseChoice | null;
  entry: StripeEntry;
  paying: boolean;
  error: string | null;
  onPay: (payment: Payment) => void;
  onClose: () => void;
}

/** The console's languages as Stripe names them (all six are Stripe locales). */
const stripeLocales: readonly StripeElementLocale[] = ['en', 'zh', 'es', 'fr', 'it', 'ar'];
const stripeLocale = (locale: string): StripeElementLocale =>
  stripeLocales.find((l) => l === locale.slice(0, 2)) ?? 'auto';

/**
 * Pay with a new card in Stripe's Payment Element (Stripe mode). The card is typed into
 * Stripe's own frame, which turns it into a PaymentMethod; only that id comes to our server,
 * never the card number. Its own chunk: loaded only when a business opens it in Stripe mode.
 */
export function StripeCardDialog({
  choice,
  entry,
  paying,
  error,
  onPay,
  onClose,
}: StripeCardDialogProps) {
  const { t, i18n } = useLingui();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const price = choice ? formatMoney(choice.priceCents, choice.currency) : '';
  const amount = choice?.priceCents ?? 0;
  const currency = choice?.currency.toLowerCase() ?? '';

  // Stripe's frame is a third-party widget: it is mounted into the dialog's element once the
  // dialog has rendered it, and destroyed with it.
  useEffect(() => {
    if (!host || amount === 0) return;
    let element: StripePaymentElement | undefined;
    let cancelled = false;
    stripeFor(entry).then(
      (instance) => {
        if (cancelled) return;
        const elements = instance.elements({
          mode: 'payment',
          amount,
          currency,
          paymentMethodCreation: 'manual',
          locale: stripeLocale(i18n.locale),
        });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setState('ready'));
        element.mount(host);
        stripe.current = { stripe: instance, elements };
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      element?.destroy();
      stripe.current = null;
    };
  }, [host, entry, amount, currency, i18n.locale]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = stripe.current;
    if (!current || submitting) return;
    setSubmitting(true);
    setProblem(null);
    try {
      const checked = await current.elements.submit();
      if (checked.error) {
        setProblem(checked.error.message ?? t`Check your card details`);
        return;
      }
      const made = await current.stripe.createPaymentMethod({ elements: current.elements });
      if (made.error) {
        setProblem(made.error.message ?? t`Check your card details`);
        return;
      }
      onPay({ cardToken: made.paymentMethod.id, saveCard });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <CardDialog
      open={choice !== null}
      price={price}
      paying={paying || submitting}
      disabled={state !== 'ready'}
      saveCard={saveCard}
      onSaveCardChange={setSaveCard}
      error={problem ?? error}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      note={
        <p className={mutedText}>
          {t`Your card goes straight to Stripe, our card processor: Quoteway never sees its number.`}
        </p>
      }
    >
      <div ref={setHost} className={styles.cardElement} />
      {state === 'loading' ? (
        <p role="status" className={mutedText}>
          {t`Loading the secure card form…`}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className={errorText}>
          {t`The secure card form could not load. Check your connection and try again.`}
        </p>
      ) : null}
    </CardDialog>
  );
}
