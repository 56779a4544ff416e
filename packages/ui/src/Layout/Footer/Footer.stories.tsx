import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../Stack/Stack';
import { TextLink } from '../../TextLink/TextLink';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { children: '© 2025 Quoteway' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

export const WithLinks: Story = {
  args: {
    children: (
      <Stack direction="row" gap="md" wrap justify="between">
        <span>© 2025 Quoteway</span>
        <Stack direction="row" gap="md">
          <TextLink href="#terms" tone="inherit">
            Terms
          </TextLink>
          <TextLink href="#privacy" tone="inherit">
            Privacy
          </TextLink>
        </Stack>
      </Stack>
    ),
  },
};
