import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Header } from '../Layout/Header/Header';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj;

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z"
        fill="currentColor"
      />
    </svg>
  );
}

const items = [
  'New lead: Plumber in Ponsonby',
  'Aroha hired you for Electrician in Mt Eden',
  'Your quote for Painter in Grey Lynn was opened',
];

function NotificationsDemo({ count, startOpen }: { count: number; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const shown = items.slice(0, count);
  return (
    <Header
      end={
        <Popover
          open={open}
          onOpenChange={setOpen}
          title="Notifications"
          actions={
            shown.length > 0 ? (
              <Button variant="text" size="sm">
                Mark all as read
              </Button>
            ) : undefined
          }
          trigger={(props) => (
            <IconButton label={`Notifications, ${shown.length} unread`} {...props}>
              <BellIcon />
              <Badge count={shown.length} label={`${shown.length} unread`} />
            </IconButton>
          )}
        >
          {shown.length === 0 ? (
            <p style={{ padding: 16, margin: 0 }}>No notifications found</p>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 8 }}>
              {shown.map((text) => (
                <li key={text}>
                  <Button variant="text" fullWidth onClick={() => setOpen(false)}>
                    {text}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Popover>
      }
    />
  );
}

/** Under its button, aligned to the inline end; a sheet under the header at 700 px or less. */
export const Open: Story = { render: () => <NotificationsDemo count={3} startOpen /> };

export const Closed: Story = { render: () => <NotificationsDemo count={2} startOpen={false} /> };

export const Empty: Story = { render: () => <NotificationsDemo count={0} startOpen /> };
