import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Stack } from '../Stack/Stack';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj;

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Withdraw quote
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        size="sm"
        title="Withdraw this quote?"
        description="The customer will no longer see your price."
        closeLabel="Close"
        actions={
          <>
            <Button variant="text" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="error" onClick={() => setOpen(false)}>
              Withdraw
            </Button>
          </>
        }
      />
    </>
  );
}

function FormDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send a quote</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Send a quote"
        closeLabel="Close"
        actions={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" form="quote-form">
              Send
            </Button>
          </>
        }
      >
        <form
          id="quote-form"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          <Stack gap="md">
            <TextField label="Price" name="price" inputMode="decimal" required />
            <TextField label="Message" name="message" hint="Optional" />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}

export const Confirm: Story = { render: () => <ConfirmDemo /> };
export const WithForm: Story = { render: () => <FormDemo /> };
