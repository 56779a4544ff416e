import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../Stack/Stack';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Describe the job', name: 'description' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'What needs doing, and where in the house.' },
};

export const WithError: Story = {
  args: {
    hint: 'What needs doing, and where in the house.',
    error: 'Describe the job in at least 20 characters.',
    defaultValue: 'Leaking tap',
    required: true,
  },
};

function CountDemo({ autoGrow = false }: { autoGrow?: boolean }) {
  const [value, setValue] = useState(
    'The kitchen mixer tap drips when closed. Single lever, about ten years old.',
  );
  return (
    <TextArea
      label="Describe the job"
      name="description"
      hint="Tradies read this before they quote."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      maxLength={300}
      rows={3}
      autoGrow={autoGrow}
      required
    />
  );
}

export const WithCount: Story = { render: () => <CountDemo /> };

export const AutoGrow: Story = { render: () => <CountDemo autoGrow /> };

export const AtTheLimit: Story = {
  args: { defaultValue: 'Fix the gate', maxLength: 12 },
};

function ArabicDemo() {
  const [value, setValue] = useState(
    'تسريب في صنبور المطبخ، الخلاط من نوع Methven عمره عشر سنوات.',
  );
  return (
    <Stack gap="md">
      <TextArea
        label="صف العمل المطلوب"
        name="description"
        hint="يقرأ الحرفيون هذا الوصف قبل تقديم عروض الأسعار."
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={300}
        required
      />
      <TextArea
        label="ملاحظات"
        name="notes"
        error="أدخل وصفًا من 20 حرفًا على الأقل."
        defaultValue="مكيف"
        maxLength={200}
        rows={2}
      />
    </Stack>
  );
}

/** Arabic: the page is right-to-left and the component's own strings come from `ar`. */
export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl' },
  render: () => <ArabicDemo />,
};
