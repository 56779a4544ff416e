import type { ReactNode } from 'react';
import { Modal, ModalClose } from '../private/Modal';
import * as styles from './Dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Optional supporting text, wired as the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Footer buttons (e.g. Cancel / Confirm), laid out at inline-end. */
  actions?: ReactNode;
  /** Accessible label of the close (X) button, e.g. a translated "Close". */
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that need a response. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * Modal dialog (Radix): focus is trapped inside, Escape and overlay click close it, focus
 * returns to the previously focused element on close. Radix is loaded when the dialog first
 * opens (`preloadDialogs`), so a page that only may open one does not download it up front.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closeLabel,
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  const noDescription = description == null ? { 'aria-describedby': undefined } : {};
  return (
    <Modal open={open} onOpenChange={onOpenChange} overlayClassName={styles.overlay}>
      {(RadixDialog, returnFocus) => (
        <RadixDialog.Content
          className={styles.content[size]}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          role={role}
          {...noDescription}
        >
          <div className={styles.header}>
            <div className={styles.titles}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description != null ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <ModalClose radix={RadixDialog} label={closeLabel} />
          </div>
          {children != null ? <div className={styles.body}>{children}</div> : null}
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      )}
    </Modal>
  );
}
