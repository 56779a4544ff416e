import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { PlusIcon } from '../private/storyIcons';
import { Stack } from '../Stack/Stack';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Request a quote', variant: 'solid', color: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'text'] },
    color: { control: 'inline-radio', options: ['primary', 'secondary', 'error'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack gap="md">
      {(['primary', 'secondary', 'error'] as const).map((color) => (
        <Stack key={color} direction="row" gap="sm" align="center" wrap>
          <Button color={color}>Solid {color}</Button>
          <Button color={color} variant="outline">
            Outline {color}
          </Button>
          <Button color={color} variant="text">
            Text {color}
          </Button>
        </Stack>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center" wrap>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center" wrap>
      <Button loading>Sending…</Button>
      <Button disabled>Disabled</Button>
      <Button startIcon={<PlusIcon />}>New job</Button>
      <Button fullWidth variant="outline">
        Full width
      </Button>
    </Stack>
  ),
};

export const AsLink: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      <ButtonLink href="#jobs">Browse jobs</ButtonLink>
      <ButtonLink href="#pricing" variant="outline" color="secondary">
        See pricing
      </ButtonLink>
    </Stack>
  ),
};

/**
 * Long labels in a phone-wide card: they wrap between words, and a word longer than the
 * button may be (a long name) breaks inside it rather than pushing it out of the card.
 */
export const LongLabels: Story = {
  render: () => (
    <div style={{ inlineSize: 254 }}>
      <Stack gap="sm">
        <ButtonLink href="#chat">
          Message Aroha Te Rangimārie Whakarongotaiohinenuiateraki
        </ButtonLink>
        <Stack direction="row" gap="sm" wrap>
          <Button>Send quote (8 credits)</Button>
          <Button variant="outline">Inscrire mon entreprise</Button>
        </Stack>
      </Stack>
    </div>
  ),
};
