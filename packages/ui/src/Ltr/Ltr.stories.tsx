import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ltr } from './Ltr';

const meta = {
  title: 'Components/Ltr',
  component: Ltr,
  args: { children: '+64 21 555 0198' },
} satisfies Meta<typeof Ltr>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneNumber: Story = {};

/**
 * Inside right-to-left text (the RTL toolbar choice): the number keeps its order while the
 * sentence around it reads right to left.
 */
export const InArabicText: Story = {
  render: () => (
    <p dir="rtl" lang="ar">
      اتصل بنا على <Ltr>+64 21 555 0198</Ltr> أو <Ltr>hello@quoteway.example</Ltr>
    </p>
  ),
};
