import { TOAST_DURATION_MS } from '@quoteway/domain';
import { create } from 'zustand';

/**
 * The common notification state of spec section 3: error text, loading flag, message text;
 * plus a warning (the session-expired notice) and an optional bold title for any of them
 * ('Deleted' / 'Your account is deleted').
 */
interface NotificationState {
  error: string;
  message: string;
  warning: string;
  title: string;
  loading: boolean;
  showError(error: string, title?: string): void;
  showMessage(message: string, title?: string): void;
  showWarning(warning: string, title?: string): void;
  setLoading(loading: boolean): void;
  reset(): void;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Spec section 4: about 3 s after a change, the common state resets to empty. */
function scheduleReset(reset: () => void) {
  clearTimeout(clearTimer);
  clearTimer = setTimeout(reset, TOAST_DURATION_MS);
}

const empty = { error: '', message: '', warning: '', title: '' };

export const useNotifications = create<NotificationState>()((set, get) => ({
  ...empty,
  loading: false,
  showError(error, title = '') {
    set({ ...empty, error, title });
    scheduleReset(get().reset);
  },
  showMessage(message, title = '') {
    set({ ...empty, message, title });
    scheduleReset(get().reset);
  },
  showWarning(warning, title = '') {
    set({ ...empty, warning, title });
    scheduleReset(get().reset);
  },
  setLoading: (loading) => set({ loading }),
  reset() {
    clearTimeout(clearTimer);
    set({ ...empty, loading: false });
  },
}));
