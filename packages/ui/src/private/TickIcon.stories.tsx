import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { TickIcon } from './icons';

// The tick the package exports (a step done, a number verified): decorative, so it is
// always aria-hidden and its meaning is in the text beside it.
const meta = {
  title: 'Components/TickIcon',
  component: TickIcon,
  args: { size: 20 },
} satisfies Meta<typeof TickIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      <TickIcon size={14} />
      <TickIcon />
      <TickIcon size={32} />
    </Stack>
  ),
};
