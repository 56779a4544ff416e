import { TOAST_DURATION_MS } from '@quoteway/domain';
import { create } from 'zustand';

/** The common notification state of spec section 3: error text, loading flag, message. */
interface NotificationState {
  error: string;
  message: string;
  loading: boolean;
  showError(error: string): void;
  showMessage(message: string): void;
  setLoading(loading: boolean): void;
  reset(): void;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Spec section 4: about 3 s after a change, the common state resets to empty. */
function scheduleReset(reset: () => void) {
  clearTimeout(clearTimer);
  clearTimer = setTimeout(reset, TOAST_DURATION_MS);
}

export const useNotifications = create<NotificationState>()((set, get) => ({
  error: '',
  message: '',
  loading: false,
  showError(error) {
    set({ error, message: '' });
    scheduleReset(get().reset);
  },
  showMessage(message) {
    set({ message, error: '' });
    scheduleReset(get().reset);
  },
  setLoading: (loading) => set({ loading }),
  reset() {
    clearTimeout(clearTimer);
    set({ error: '', message: '', loading: false });
  },
}));
