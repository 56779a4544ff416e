import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Stack } from './Stack';

const meta = {
  title: 'Layout primitives/Stack',
  component: Stack,
  args: { gap: 'md', direction: 'column' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  render: (args) => (
    <Stack {...args}>
      <Card>First</Card>
      <Card>Second</Card>
      <Card>Third</Card>
    </Stack>
  ),
};

export const Row: Story = {
  args: { direction: 'row', gap: 'sm', align: 'center', justify: 'between', wrap: true },
  render: (args) => (
    <Stack {...args}>
      <strong>Inline-start</strong>
      <Stack direction="row" gap="sm">
        <Button variant="outline">Cancel</Button>
        <Button>Save</Button>
      </Stack>
    </Stack>
  ),
};

export const AsList: Story = {
  args: { as: 'ul', gap: 'xs' },
  render: (args) => (
    <Stack {...args}>
      <li>Plumbing</li>
      <li>Electrical</li>
      <li>Carpentry</li>
    </Stack>
  ),
};
