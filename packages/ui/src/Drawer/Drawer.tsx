import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { srOnly } from '../private/focusRing.css';
import { Modal, ModalClose } from '../private/Modal';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer; shown as its heading unless `hideTitle`. */
  title: string;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Accessible label of the close (X) button. */
  closeLabel: string;
  /** Id of the panel, e.g. for a menu button's `aria-controls`. */
  id?: string;
  /** `sidebar` uses the sidebar colours (dark in the semi-dark theme). */
  surface?: 'default' | 'sidebar';
}

/**
 * Modal panel sliding in from the inline-start edge (left in LTR, right in RTL). Focus is
 * trapped while open; Escape or a click on the backdrop closes it. Radix is loaded when it
 * first opens: its button calls `preloadDialogs` on pointer-over, focus or touch, so the
 * panel slides in at once.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  closeLabel,
  id,
  surface = 'default',
}: DrawerProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} overlayClassName={styles.overlay}>
      {(RadixDialog, returnFocus) => (
        <RadixDialog.Content
          id={id}
          className={styles.content[surface]}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          aria-describedby={undefined}
        >
          <div className={cx(styles.header, hideTitle && styles.headerHiddenTitle)}>
            <RadixDialog.Title className={hideTitle ? srOnly : styles.title}>
              {title}
            </RadixDialog.Title>
            <ModalClose radix={RadixDialog} label={closeLabel} />
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      )}
    </Modal>
  );
}
