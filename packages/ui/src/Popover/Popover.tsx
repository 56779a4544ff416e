import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { preloadDialogs, useRadixDialog } from '../private/radixDialog';
import * as styles from './Popover.css';

/** What the popover's button needs; the props of the same names on `IconButton` or `Button`. */
export interface PopoverTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  id: string;
  expanded: boolean;
  /** The panel's id while it is open. */
  controls: string | undefined;
  hasPopup: 'dialog';
  onClick: () => void;
}

export interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Renders the button that opens and closes the popover, given its wiring. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** Heading of the panel, also its accessible name. */
  title: ReactNode;
  /** Optional actions beside the heading (e.g. "Mark all as read"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A non-modal panel opened by a button (Radix Dialog without a portal, overlay or focus
 * trap): focus moves into it on open; Escape closes it and gives focus back to the button;
 * a press outside or Tab out of it closes it. It opens under its button, aligned to the
 * inline end; at 700 px or less it spans the width of the nearest positioned ancestor under
 * it (the sticky `Header`), so it never pushes a phone's page sideways. Radix is loaded
 * when a pointer comes over its button, the button takes focus or is touched, and at the
 * latest when it opens.
 */
export function Popover({ open, onOpenChange, trigger, title, actions, children }: PopoverProps) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Closed by a press or focus elsewhere: focus stays where the person put it.
  const leftOutside = useRef(false);
  const RadixDialog = useRadixDialog(open);
  const preload = () => void preloadDialogs();
  return (
    <div className={styles.root} onPointerEnter={preload} onFocus={preload} onTouchStart={preload}>
      {trigger({
        ref: triggerRef,
        id: `${id}-button`,
        expanded: open,
        controls: open ? id : undefined,
        hasPopup: 'dialog',
        onClick: () => onOpenChange(!open),
      })}
      {RadixDialog && (
        <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
          <RadixDialog.Content
            id={id}
            className={styles.content}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              leftOutside.current = false;
            }}
            onInteractOutside={(event) => {
              // The button toggles the popover itself: a press on it is not "outside".
              if (triggerRef.current?.contains(event.target as Node)) {
                event.preventDefault();
                return;
              }
              leftOutside.current = true;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (!leftOutside.current) triggerRef.current?.focus();
              leftOutside.current = false;
            }}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {actions != null ? <div className={styles.actions}>{actions}</div> : null}
            </div>
            <div className={styles.body}>{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Root>
      )}
    </div>
  );
}
