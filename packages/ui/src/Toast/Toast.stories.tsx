import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Toast, type ToastTone } from './Toast';
import { ToastViewport } from './ToastViewport';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { tone: 'success', children: 'Quote sent to the customer.' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AllTones: Story = {
  render: () => (
    <Stack gap="sm">
      <Toast tone="success" title="Saved">
        Your profile is up to date.
      </Toast>
      <Toast tone="info">A customer viewed your quote.</Toast>
      <Toast tone="warning" title="Almost full">
        You have 1 quote left this month.
      </Toast>
      <Toast tone="error" title="Not sent" onDismiss={() => {}} dismissLabel="Dismiss">
        Check your connection and try again.
      </Toast>
      <Toast
        tone="info"
        action={
          <Button size="sm" variant="text">
            Undo
          </Button>
        }
      >
        Job archived.
      </Toast>
    </Stack>
  ),
};

interface Item {
  id: number;
  tone: ToastTone;
}

function ViewportDemo() {
  const [items, setItems] = useState<Item[]>([]);
  const add = (tone: ToastTone) => setItems((list) => [...list, { id: Date.now(), tone }]);
  const remove = (id: number) => setItems((list) => list.filter((item) => item.id !== id));
  return (
    <>
      <Stack direction="row" gap="sm" wrap>
        <Button onClick={() => add('success')}>Success</Button>
        <Button color="error" onClick={() => add('error')}>
          Error
        </Button>
        <Button variant="outline" onClick={() => add('info')}>
          Info
        </Button>
      </Stack>
      <ToastViewport label="Notifications">
        {items.map((item) => (
          <Toast
            key={item.id}
            tone={item.tone}
            onDismiss={() => remove(item.id)}
            dismissLabel="Dismiss"
          >
            {item.tone} message #{item.id % 1000}
          </Toast>
        ))}
      </ToastViewport>
    </>
  );
}

export const InViewport: Story = { render: () => <ViewportDemo /> };
