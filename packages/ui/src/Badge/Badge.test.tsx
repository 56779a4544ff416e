import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('caps the visible count at max', () => {
    expect(formatBadgeCount(150)).toBe('99+');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });

  it('renders max+ and keeps the accessible label', () => {
    const { container } = render(<Badge count={1200} max={999} label="1200 unread messages" />);
    const visible = container.querySelector('[aria-hidden="true"]');
    expect(visible?.textContent).toBe('999+');
    expect(container.textContent).toContain('1200 unread messages');
  });

  it('shows the exact number under the cap', () => {
    const { container } = render(<Badge count={7} label="7 new" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('7');
  });

  it('renders nothing for zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} label="No messages" />);
    expect(container.innerHTML).toBe('');
    rerender(<Badge count={0} label="No messages" showZero />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('0');
  });

  it('renders text badges', () => {
    const { container } = render(<Badge text="New" tone="info" />);
    expect(container.textContent).toBe('New');
  });
});
