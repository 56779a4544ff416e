import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Avatar } from './Avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Amira Haddad', size: 'md' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const Names: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap align="center">
      {['Ada Lovelace', 'محمد علي', '王小明', 'Zoë Martín Ruiz', 'Luca', 'Élodie Durand'].map(
        (name) => (
          <Avatar key={name} name={name} size="lg" />
        ),
      )}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      <Avatar name="Ada Lovelace" size="sm" />
      <Avatar name="Ada Lovelace" size="md" />
      <Avatar name="Ada Lovelace" size="lg" />
      <Avatar name="Ada Lovelace" size="xl" />
    </Stack>
  ),
};

export const BrokenImageFallsBack: Story = {
  args: { name: 'Grace Hopper', src: '/does-not-exist.jpg', size: 'lg' },
};
