import type * as RadixDialogModule from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from './icons';
import { useRadixDialog } from './radixDialog';
import { useReturnFocus } from './useReturnFocus';

type RadixDialog = typeof RadixDialogModule;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overlayClassName: string;
  /** The content, given Radix Dialog and the handlers that give focus back on close. */
  children(radix: RadixDialog, returnFocus: ReturnType<typeof useReturnFocus>): ReactNode;
}

/**
 * What Dialog and Drawer share: Radix Dialog, loaded when first opened, in a portal over an
 * overlay; their content comes from `children`.
 */
export function Modal({ open, onOpenChange, overlayClassName, children }: ModalProps) {
  const returnFocus = useReturnFocus();
  const RadixDialog = useRadixDialog(open);
  if (!RadixDialog) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClassName} />
        {children(RadixDialog, returnFocus)}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal's close button (an icon button named `label`). */
export function ModalClose({ radix, label }: { radix: RadixDialog; label: string }) {
  return (
    <radix.Close asChild>
      <IconButton label={label}>
        <CloseIcon />
      </IconButton>
    </radix.Close>
  );
}
