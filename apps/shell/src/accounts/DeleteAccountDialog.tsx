import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Spec section 8: 'Are you sure?' / 'You won't be able to revert this!'. Yes deletes
 * ('Deleted' / 'Your account is deleted', then the session is forgotten); No keeps it
 * ('Cancelled' / 'Your account is safe :)'). A failed delete is only logged.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Deleted, the session is forgotten: its token, and with it every query of the account.
  const remove = useMutation({
    mutationFn: () => api.deleteAccount(),
    onSuccess: () => {
      onClose();
      useNotifications.getState().showMessage(t`Your account is deleted`, t`Deleted`);
      useSession.getState().clear();
      void navigate('/home');
    },
    onError: (error) => {
      onClose();
      console.error('Deleting the account failed', error);
    },
  });
  const busy = remove.isPending;

  const cancel = () => {
    onClose();
    useNotifications.getState().showMessage(t`Your account is safe :)`, t`Cancelled`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) cancel();
      }}
      role="alertdialog"
      size="sm"
      title={t`Are you sure?`}
      description={t`You won't be able to revert this!`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="outline" onClick={cancel} disabled={busy}>
            {t`No, cancel!`}
          </Button>
          <Button color="error" onClick={() => remove.mutate()} loading={busy}>
            {t`Yes, delete it!`}
          </Button>
        </>
      }
    />
  );
}
