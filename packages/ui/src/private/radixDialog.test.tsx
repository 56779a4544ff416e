import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

// A fresh copy of the components, whose Radix is not loaded yet (the test setup loads the
// shared one).
async function freshComponents() {
  vi.resetModules();
  const [{ Dialog }, { Popover }] = await Promise.all([
    import('../Dialog/Dialog'),
    import('../Popover/Popover'),
  ]);
  return { Dialog, Popover };
}

describe('dialogs load Radix when first opened', () => {
  it('a dialog shows once Radix is loaded, with focus inside, and closes as before', async () => {
    const { Dialog } = await freshComponents();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Delete quote" closeLabel="Close">
            <p>Body</p>
          </Dialog>
        </>
      );
    }
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete quote' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix gives focus back on the next tick.
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("a popover's button is there at once, and its panel opens once Radix is loaded", async () => {
    const { Popover } = await freshComponents();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <Popover
          open={open}
          onOpenChange={setOpen}
          title="Notifications"
          trigger={({ ref, id, expanded, controls, onClick }) => (
            <button
              ref={ref}
              id={id}
              type="button"
              aria-expanded={expanded}
              aria-controls={controls}
              onClick={onClick}
            >
              Alerts
            </button>
          )}
        >
          <p>Nothing new</p>
        </Popover>
      );
    }
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Alerts' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  });
});
