import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { RatingBadge } from './RatingBadge';

const meta = {
  title: 'Components/RatingBadge',
  component: RatingBadge,
  args: { value: 4.7, count: 23, size: 'md' },
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {};

export const Small: Story = { args: { size: 'sm' } };

export const Values: Story = {
  render: () => (
    <Stack gap="sm">
      <RatingBadge value={5} count={1} />
      <RatingBadge value={4.3} count={12} />
      <RatingBadge value={2.5} />
      <RatingBadge value={null} count={0} />
    </Stack>
  ),
};
