import type { ReactNode } from 'react';
import * as styles from './Toast.css';

export interface ToastViewportProps {
  /** Accessible name of the notifications region, e.g. a translated "Notifications". */
  label: string;
  /** The `Toast`s currently shown (newest last). */
  children?: ReactNode;
}

/**
 * Fixed region (bottom, inline-end on wide screens, full width on phones) that stacks
 * toasts. Keep it mounted for the app's lifetime.
 */
export function ToastViewport({ label, children }: ToastViewportProps) {
  return (
    <section className={styles.viewport} aria-label={label}>
      {children}
    </section>
  );
}
