import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, label: '5 unread messages' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj;

export const Count: Story = {};

export const OverMax: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      <Badge count={150} label="150 unread messages" />
      <Badge count={1200} max={999} label="1200 views" tone="info" />
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center" wrap>
      <Badge text="New" tone="primary" />
      <Badge text="Pending" tone="warning" />
      <Badge text="Accepted" tone="success" />
      <Badge text="Declined" tone="error" />
      <Badge text="Info" tone="info" />
      <Badge text="Draft" tone="neutral" />
      <Badge text="Pro" tone="secondary" />
    </Stack>
  ),
};
