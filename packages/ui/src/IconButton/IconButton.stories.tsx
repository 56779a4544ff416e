import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, MenuIcon, SettingsIcon } from '../private/storyIcons';
import { Stack } from '../Stack/Stack';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <MenuIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SizesAndColours: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      <IconButton label="Notifications" size="sm">
        <BellIcon />
      </IconButton>
      <IconButton label="Settings" color="primary" tooltip>
        <SettingsIcon />
      </IconButton>
      <IconButton label="Open menu" size="lg" expanded={false}>
        <MenuIcon />
      </IconButton>
      <IconButton label="Disabled" disabled>
        <BellIcon />
      </IconButton>
    </Stack>
  ),
};
