import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const meta: Meta<typeof RadioGroup> = { title: 'Components/RadioGroup', component: RadioGroup };
export default meta;

const options = [
  { value: 'Flat', label: 'Flat rate' },
  { value: 'Hourly', label: 'Per hour' },
  { value: 'To be confirmed', label: 'To be confirmed' },
];

function Interactive({ direction, error }: { direction?: 'row' | 'column'; error?: string }) {
  const [value, setValue] = useState('Flat');
  return (
    <RadioGroup
      legend="Estimated cost"
      name="type"
      options={options}
      value={value}
      onChange={setValue}
      direction={direction}
      error={error}
    />
  );
}

export const Default: StoryObj = { render: () => <Interactive /> };
export const Row: StoryObj = { render: () => <Interactive direction="row" /> };
export const WithError: StoryObj = { render: () => <Interactive error="Choose how you price" /> };
