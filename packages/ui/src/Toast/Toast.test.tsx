import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';
import { ToastViewport } from './ToastViewport';

afterEach(cleanup);

describe('Toast', () => {
  it.each([
    ['success', 'status', 'polite'],
    ['info', 'status', 'polite'],
    ['warning', 'status', 'polite'],
    ['error', 'alert', 'assertive'],
  ] as const)('%s toasts use role=%s', (tone, role, live) => {
    render(<Toast tone={tone}>Message</Toast>);
    const toast = screen.getByRole(role);
    expect(toast.textContent).toContain('Message');
    expect(toast.getAttribute('aria-live')).toBe(live);
  });

  it('renders inside a labelled viewport region', () => {
    render(
      <ToastViewport label="Notifications">
        <Toast tone="success">Saved</Toast>
      </ToastViewport>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[role="status"]')?.textContent).toContain('Saved');
  });

  it('has a dismiss button only when onDismiss is given', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toast tone="info">Hello</Toast>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Toast tone="info" onDismiss={onDismiss} dismissLabel="Dismiss">
        Hello
      </Toast>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
