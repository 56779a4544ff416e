import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Stack } from '../Stack/Stack';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { padding: 'md', variant: 'outlined' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {
  args: { children: 'A simple outlined card.' },
};

export const Elevated: Story = {
  args: { variant: 'elevated', padding: 'lg', children: 'An elevated card with large padding.' },
};

export const JobCard: Story = {
  render: () => (
    <Card as="article" labelledBy="job-1-title">
      <Stack gap="sm">
        <Stack direction="row" gap="sm" align="center" justify="between">
          <h3 id="job-1-title">Replace kitchen tap</h3>
          <Badge text="New" tone="primary" />
        </Stack>
        <Stack direction="row" gap="sm" align="center">
          <Avatar name="Sofia Rossi" size="sm" decorative />
          <span>Sofia Rossi · Milano</span>
        </Stack>
        <ButtonLink href="#job-1" variant="outline" size="sm">
          View job
        </ButtonLink>
      </Stack>
    </Card>
  ),
};
