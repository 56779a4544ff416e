import { useLingui } from '@lingui/react/macro';
import {
  type CardInput,
  type CardProblems,
  cardDigits,
  cardProblems,
  readExpiry,
} from '@quoteway/domain';
import { Stack, TextField } from '@quoteway/ui';
import { type FormEvent, useRef, useState } from 'react';
import type { Payment, PurchaseChoice } from './usePurchase';
import { useSiteMoney } from '../useSiteMoney';
import { CardDialog } from './CardDialog';

interface NewCardDialogProps {
  choice: PurchaseChoice | null;
  paying: boolean;
  error: string | null;
  onPay: (payment: Payment) => void;
  onClose: () => void;
}

/**
 * Pay with a card typed in, checked in the browser first (Luhn, expiry, CVC). Render it only
 * while it is open, so the card's details do not outlive the modal.
 */
export function NewCardDialog({ choice, paying, error, onPay, onClose }: NewCardDialogProps) {
  const { t } = useLingui();
  const money = useSiteMoney(choice?.country);
  const [card, setCard] = useState<CardInput>({ number: '', expMonth: '', expYear: '', cvc: '' });
  const [saveCard, setSaveCard] = useState(false);
  const [problems, setProblems] = useState<CardProblems>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const price = choice ? money.format(choice.priceCents, choice.currency) : '';

  const messages = {
    'invalid-number': t`Check the card number`,
    'invalid-expiry': t`Enter the expiry month (1-12) and year`,
    expired: t`This card has expired`,
    'invalid-cvc': t`Enter the 3 or 4-digit security code`,
  };
  const change = (field: keyof CardInput) => (value: string) =>
    setCard((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardProblems(card, new Date());
    setProblems(found);
    if (found.number) numberRef.current?.focus();
    else if (found.expiry) monthRef.current?.focus();
    else if (found.cvc) cvcRef.current?.focus();
    const expiry = readExpiry(card);
    if (Object.keys(found).length > 0 || !expiry) return;
    onPay({
      card: { number: cardDigits(card.number), ...expiry, cvc: card.cvc.trim() },
      saveCard,
    });
  };

  return (
    <CardDialog
      open={choice !== null}
      price={price}
      paying={paying}
      saveCard={saveCard}
      onSaveCardChange={setSaveCard}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        ref={numberRef}
        label={t`Card number`}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        value={card.number}
        onChange={(e) => change('number')(e.target.value)}
        error={problems.number ? messages[problems.number] : undefined}
        required
      />
      <Stack direction="row" gap="sm" align="start">
        <TextField
          ref={monthRef}
          label={t`Expiry month`}
          name="expMonth"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          dir="ltr"
          maxLength={2}
          value={card.expMonth}
          onChange={(e) => change('expMonth')(e.target.value)}
          error={problems.expiry ? messages[problems.expiry] : undefined}
          required
        />
        <TextField
          label={t`Expiry year`}
          name="expYear"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          dir="ltr"
          maxLength={4}
          value={card.expYear}
          onChange={(e) => change('expYear')(e.target.value)}
          required
        />
      </Stack>
      <TextField
        ref={cvcRef}
        label={t`Security code (CVC)`}
        name="cvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        dir="ltr"
        maxLength={4}
        value={card.cvc}
        onChange={(e) => change('cvc')(e.target.value)}
        error={problems.cvc ? messages[problems.cvc] : undefined}
        required
      />
    </CardDialog>
  );
}
