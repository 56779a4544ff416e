import { Plural, useLingui } from '@lingui/react/macro';
import type { ApiOutput } from '@quoteway/api-client';
import { Button, Dialog, Stack } from '@quoteway/ui';
import { mutedText } from '../styles.css';
import type { PurchaseChoice } from './usePurchase';
import { useSiteMoney } from '../useSiteMoney';
import { PaymentProblem } from './PaymentProblem';

/** A saved card as auth/me describes it. */
type SavedCard = NonNullable<ApiOutput<'me'>['card']>;

interface PaymentDialogProps {
  choice: PurchaseChoice | null;
  card: SavedCard | null;
  paying: boolean;
  error: string | null;
  onPaySaved: () => void;
  /** False until the server said how it takes new cards (sandbox form or Stripe). */
  canUseNewCard: boolean;
  onUseNewCard: () => void;
  onClose: () => void;
}

/** How to pay for the chosen credits: the saved card, or a new one. */
export function PaymentDialog({
  choice,
  card,
  paying,
  error,
  onPaySaved,
  canUseNewCard,
  onUseNewCard,
  onClose,
}: PaymentDialogProps) {
  const { t } = useLingui();
  const money = useSiteMoney(choice?.country);
  const price = choice ? money.format(choice.priceCents, choice.currency) : '';
  const brand = card?.brand ?? '';
  const last4 = card?.last4 ?? '';
  const expiry = card ? `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : '';
  const credits = choice?.credits ?? 0;
  const bonus = choice?.bonusCredits ?? 0;
  const days = choice?.expiryDays ?? 0;
  return (
    <Dialog
      open={choice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Pay ${price}`}
      description={
        <>
          <Plural value={credits} one="# credit" other="# credits" />
          {' + '}
          <Plural value={bonus} one="# bonus credit" other="# bonus credits" />
          {', '}
          <Plural value={days} one="valid for # day" other="valid for # days" />
        </>
      }
      closeLabel={t`Close`}
      size="sm"
    >
      <Stack gap="md">
        {card ? (
          <div>
            <Button onClick={onPaySaved} loading={paying} fullWidth>
              {t`Pay with ${brand} ending ${last4}`}
            </Button>
            <p className={mutedText}>{t`Expires ${expiry}`}</p>
          </div>
        ) : null}
        <Button
          variant="outline"
          onClick={onUseNewCard}
          disabled={paying || !canUseNewCard}
          fullWidth
        >
          {t`Use a new card`}
        </Button>
        <PaymentProblem error={error} />
      </Stack>
    </Dialog>
  );
}
