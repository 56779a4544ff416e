import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@quoteway/ui';
import { useState } from 'react';
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
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    onClose();
    useNotifications.getState().showMessage(t`Your account is safe :)`, t`Cancelled`);
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api.deleteAccount();
      onClose();
      useNotifications.getState().showMessage(t`Your account is deleted`, t`Deleted`);
      useSession.getState().clear();
      void navigate('/home');
    } catch (error) {
      onClose();
      console.error('Deleting the account failed', error);
    } finally {
      setBusy(false);
    }
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
          <Button color="error" onClick={() => void remove()} loading={busy}>
            {t`Yes, delete it!`}
          </Button>
        </>
      }
    />
  );
}
