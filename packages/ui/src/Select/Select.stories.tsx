import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select } from './Select';

const meta: Meta<typeof Select> = { title: 'Components/Select', component: Select };
export default meta;

function Interactive({ error }: { error?: string }) {
  const [value, setValue] = useState('NZ');
  return (
    <Select
      label="Country"
      name="country"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      required
      error={error}
    >
      <option value="NZ">New Zealand</option>
      <option value="AU">Australia</option>
      <option value="IN">India</option>
    </Select>
  );
}

export const Default: StoryObj = { render: () => <Interactive /> };
export const WithError: StoryObj = { render: () => <Interactive error="Choose your country" /> };
