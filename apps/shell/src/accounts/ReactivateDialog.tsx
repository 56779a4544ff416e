import { useLingui } from '@lingui/react/macro';
import type { DeactivatedAccount } from '@quoteway/account-forms/signIn';
import { ApiRequestError } from '@quoteway/api-client';
import { Button, Dialog } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { serverMessages } from './serverMessages';

interface ReactivateDialogProps {
  account: DeactivatedAccount | null;
  onClose(): void;
  /** The account is active again (sign in again, or leave the registration screen). */
  onReactivated(): void;
}

/**
 * Spec section 8: 'Deactivated User Detected' / 'Do you want to activate user?'. Yes
 * reactivates ('Your account has been reactivated :)', or the server's word that an e-mail
 * was sent when there was no token); No leaves it ('Your account is still deactivated ):').
 */
export function ReactivateDialog({ account, onClose, onReactivated }: ReactivateDialogProps) {
  const { t } = useLingui();
  const notify = useNotifications.getState;
  const activate = useMutation({
    mutationFn: ({ email, reactivationToken }: DeactivatedAccount) =>
      api.activateAccount({
        body: reactivationToken ? { email, reactivationToken } : { email },
      }),
    onSuccess: ({ message, messageId }) => {
      onClose();
      notify().showMessage(message);
      if ((messageId ?? message) === serverMessages.reactivated) onReactivated();
    },
    onError: (error) => {
      onClose();
      notify().showError(
        error instanceof ApiRequestError && error.status < 500
          ? error.message
          : t`Something went wrong`,
      );
    },
  });
  const busy = activate.isPending;

  const decline = () => {
    onClose();
    notify().showError(t`Your account is still deactivated ):`);
  };

  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open && !busy) decline();
      }}
      role="alertdialog"
      size="sm"
      title={t`Deactivated User Detected`}
      description={t`Do you want to activate user?`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="outline" onClick={decline} disabled={busy}>
            {t`No, cancel!`}
          </Button>
          <Button
            onClick={() => {
              if (account) activate.mutate(account);
            }}
            loading={busy}
          >
            {t`Yes, activate it!`}
          </Button>
        </>
      }
    />
  );
}
