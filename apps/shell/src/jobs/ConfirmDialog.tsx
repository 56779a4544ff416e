import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@quoteway/ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The confirming button's text (say what happens: 'Hire', 'Cancel job'). */
  confirmLabel: string;
  /** The button that backs out. */
  keepLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question before an action that cannot be undone (an alert dialog). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  keepLabel,
  busy,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button color={danger ? 'error' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
