import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { Popover } from './Popover';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        title="Notifications"
        trigger={(props) => (
          <IconButton label="Notifications, 2 unread" {...props}>
            <span />
          </IconButton>
        )}
      >
        <ul>
          <li>
            <button type="button">First</button>
          </li>
        </ul>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Notifications, 2 unread' });

describe('Popover', () => {
  it('is a disclosure of a named, non-modal dialog: focus moves in, Escape closes and returns it', async () => {
    render(<Harness />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(trigger());
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(dialog.id);
    // Not modal: the rest of the page stays in the accessibility tree.
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' })),
    );

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes when its button is pressed again, and on a press outside', async () => {
    render(<Harness />);
    fireEvent.click(trigger());
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The button's own press is not a press outside: it toggles closed, not closed-then-open.
    fireEvent.pointerDown(trigger());
    fireEvent.click(trigger());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(trigger());
    expect(screen.getByRole('dialog')).toBeTruthy();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    // Radix listens for presses outside from a task after opening (so the opening press is
    // not one), and acts on the click that ends the press: press until it listens.
    await waitFor(() => {
      fireEvent.pointerDown(elsewhere);
      fireEvent.click(elsewhere);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    // Focus stays where the person pressed, not back on the button.
    expect(document.activeElement).not.toBe(trigger());
  });
});
