import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { VerifiedBadge } from './VerifiedBadge';

const meta = {
  title: 'Components/VerifiedBadge',
  component: VerifiedBadge,
  args: { register: 'NZBN', size: 'md' },
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      <VerifiedBadge />
      <VerifiedBadge size="sm" />
      <VerifiedBadge register="ABN" size="sm" />
    </Stack>
  ),
};
