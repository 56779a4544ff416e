import { TOAST_DURATION_MS } from '@quoteway/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from './notificationStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  useNotifications.getState().reset();
  vi.useRealTimers();
});

describe('notification state', () => {
  it('clears a message 3 s after it was shown', () => {
    useNotifications.getState().showMessage('Job saved as draft');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useNotifications.getState().message).toBe('Job saved as draft');
    vi.advanceTimersByTime(1);
    expect(useNotifications.getState().message).toBe('');
  });

  it('restarts the 3 s when another notification arrives', () => {
    useNotifications.getState().showError('Something went wrong');
    vi.advanceTimersByTime(2000);
    useNotifications.getState().showMessage('Saved');
    expect(useNotifications.getState().error).toBe('');
    vi.advanceTimersByTime(2000);
    expect(useNotifications.getState().message).toBe('Saved');
    vi.advanceTimersByTime(1000);
    expect(useNotifications.getState().message).toBe('');
  });
});
