import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from '../private/storyIcons';
import { Stack } from '../Stack/Stack';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '#post-a-job', children: 'Post a job', variant: 'solid', color: 'primary' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'text'] },
    color: { control: 'inline-radio', options: ['primary', 'secondary', 'error'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A navigation that looks like each kind of button; an icon is decoration, not the name. */
export const Looks: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center" wrap>
      <ButtonLink href="#post-a-job" startIcon={<PlusIcon />}>
        Post a job
      </ButtonLink>
      <ButtonLink href="#pricing" variant="outline" color="secondary">
        See pricing
      </ButtonLink>
      <ButtonLink href="#help" variant="text" size="sm">
        How it works
      </ButtonLink>
    </Stack>
  ),
};

/** A link that opens another tab carries `rel="noopener noreferrer"`. */
export const NewTab: Story = {
  args: { href: 'https://example.org/licence', target: '_blank', children: 'Check the licence' },
};
