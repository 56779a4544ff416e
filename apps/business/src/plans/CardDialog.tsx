import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Dialog, Stack } from '@quoteway/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { PaymentProblem } from './PaymentProblem';

interface CardDialogProps {
  /** Open while there is a choice to pay for. */
  open: boolean;
  /** The price, formatted, for the title and the Pay button. */
  price: string;
  /** The Pay button spins while the payment (or the card's check) is under way. */
  paying: boolean;
  /** The Pay button is off (the card form is not ready). */
  disabled?: boolean;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  /** Why the payment did not go through. */
  error: string | null | undefined;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The card's fields. */
  children: ReactNode;
  /** Said below the problem, at the form's end. */
  note?: ReactNode;
}

/**
 * The frame of both new-card dialogs (typed-in and Stripe's): the modal titled with the price,
 * its Pay button, the form with the card's fields, whether to save the card, and why the
 * payment failed.
 */
export function CardDialog({
  open,
  price,
  paying,
  disabled,
  saveCard,
  onSaveCardChange,
  error,
  onSubmit,
  onClose,
  children,
  note,
}: CardDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t`Pay ${price} with a new card`}
      closeLabel={t`Close`}
      size="sm"
      actions={
        <Button type="submit" form={formId} loading={paying} disabled={disabled}>
          {t`Pay ${price}`}
        </Button>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Checkbox
            label={t`Save this card for next time`}
            name="saveCard"
            checked={saveCard}
            onChange={onSaveCardChange}
          />
          <PaymentProblem error={error} />
          {note}
        </Stack>
      </form>
    </Dialog>
  );
}
