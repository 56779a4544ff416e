import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusyIndicator } from './BusyIndicator';

const meta = {
  title: 'Components/BusyIndicator',
  component: BusyIndicator,
  args: { label: 'Loading page', active: true },
} satisfies Meta<typeof BusyIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopOfPage: Story = {};
export const Inline: Story = { args: { position: 'inline' } };
