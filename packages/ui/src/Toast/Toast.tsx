import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../private/icons';
import * as styles from './Toast.css';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

interface ToastBaseProps {
  tone?: ToastTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Optional action, e.g. an "Undo" `Button` with `variant="text"`. */
  action?: ReactNode;
}

interface DismissibleToastProps extends ToastBaseProps {
  /** Shows a close button; the app removes the toast (and owns any timers). */
  onDismiss: () => void;
  /** Accessible label of the close button. */
  dismissLabel: string;
}

interface PersistentToastProps extends ToastBaseProps {
  onDismiss?: undefined;
  dismissLabel?: undefined;
}

export type ToastProps = DismissibleToastProps | PersistentToastProps;

/**
 * A notification. Errors use `role="alert"` (announced immediately); the other tones use
 * `role="status"` (polite). Render toasts inside a `ToastViewport`. No timers: the app
 * decides when to remove a toast.
 */
export function Toast({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
}: ToastProps) {
  const urgent = tone === 'error';
  return (
    <div
      className={styles.toast[tone]}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-tone={tone}
    >
      <div className={styles.text}>
        {title != null ? <div className={styles.title}>{title}</div> : null}
        <div>{children}</div>
      </div>
      {action != null ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <div className={styles.dismiss}>
          <IconButton label={dismissLabel} size="sm" onClick={onDismiss}>
            <CloseIcon size={18} />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}
