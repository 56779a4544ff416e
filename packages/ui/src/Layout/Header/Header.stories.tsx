import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../../Avatar/Avatar';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { IconButton } from '../../IconButton/IconButton';
import { BellIcon, MenuIcon } from '../../private/storyIcons';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const brand = <strong style={{ fontSize: '1.125rem' }}>Quoteway</strong>;

export const Default: Story = {
  args: {
    start: (
      <>
        <IconButton label="Open menu">
          <MenuIcon />
        </IconButton>
        {brand}
      </>
    ),
    end: (
      <>
        <IconButton label="Notifications, 3 new">
          <BellIcon />
        </IconButton>
        <Avatar name="Amira Haddad" size="sm" />
      </>
    ),
  },
};

export const WithTitleAndAction: Story = {
  args: {
    start: brand,
    children: <span>Dashboard</span>,
    end: (
      <>
        <Badge text="Pro" tone="secondary" />
        <Button size="sm">Post a job</Button>
      </>
    ),
  },
};
