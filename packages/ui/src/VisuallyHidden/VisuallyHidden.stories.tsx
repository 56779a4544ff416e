import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is there for assistive technology (inspect the page to see it). */
export const Hidden: Story = {};

/** A heading that structures the page for a screen reader where the design shows none. */
export const HeadingForScreenReaders: Story = {
  render: () => (
    <section aria-labelledby="quotes-heading">
      <VisuallyHidden as="h2" id="quotes-heading">
        Quotes on this job
      </VisuallyHidden>
      <Button>
        Compare quotes <VisuallyHidden>(3 new)</VisuallyHidden>
      </Button>
    </section>
  ),
};
