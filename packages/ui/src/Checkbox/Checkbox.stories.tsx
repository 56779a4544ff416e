import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

const meta: Meta<typeof Checkbox> = { title: 'Components/Checkbox', component: Checkbox };
export default meta;

function Interactive({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(true);
  return (
    <Checkbox
      label="Remember me"
      name="remember"
      checked={checked}
      onChange={setChecked}
      disabled={disabled}
    />
  );
}

export const Default: StoryObj = { render: () => <Interactive /> };
export const Disabled: StoryObj = { render: () => <Interactive disabled /> };
