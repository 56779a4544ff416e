import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../Stack/Stack';
import { FieldStandIn } from './FieldStandIn';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHintAndError: Story = {
  args: {
    hint: 'We send the quote to this address.',
    error: 'Enter an email address like name@example.com',
    defaultValue: 'not-an-email',
    required: true,
  },
};

function ControlledDemo() {
  const [value, setValue] = useState('');
  return (
    <Stack gap="sm">
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span>Value: {value}</span>
    </Stack>
  );
}

export const Controlled: Story = { render: () => <ControlledDemo /> };

export const MixedScripts: Story = {
  args: {
    label: 'Job title',
    name: 'title',
    type: 'text',
    defaultValue: 'تركيب مكيف Daikin 12000 BTU',
    autoComplete: 'off',
  },
};

/**
 * `FieldStandIn`: a field's look while the code of a richer field (a Combobox) loads, here
 * above the TextField it matches.
 */
export const StandIn: Story = {
  render: () => (
    <Stack gap="sm">
      <FieldStandIn
        label="Where is the job?"
        name="place"
        hint="Start typing a suburb, town or postcode, then choose it from the list."
      />
      <TextField
        label="Where is the job?"
        name="place"
        hint="Start typing a suburb, town or postcode, then choose it from the list."
      />
    </Stack>
  ),
};
