import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../Card/Card';
import { PageContainer } from './PageContainer';

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  args: { maxWidth: 'md', children: <Card>Content limited to 960px, centred.</Card> },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { maxWidth: 'sm' } };
