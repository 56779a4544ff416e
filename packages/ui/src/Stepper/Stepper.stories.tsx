import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Stepper } from './Stepper';

const meta: Meta<typeof Stepper> = { title: 'Components/Stepper', component: Stepper };
export default meta;

const steps = [
  { id: 'trade', label: 'Trade' },
  { id: 'questions', label: 'Details' },
  { id: 'description', label: 'Description' },
  { id: 'location', label: 'Location' },
  { id: 'contact', label: 'Contact' },
  { id: 'review', label: 'Review' },
];

function Interactive() {
  const [current, setCurrent] = useState(2);
  return (
    <Stack gap="lg">
      <Stepper
        label="Progress"
        steps={steps}
        current={current}
        completedLabel="(completed)"
        onStepSelect={setCurrent}
      />
      <Stack direction="row" gap="sm">
        <Button variant="outline" onClick={() => setCurrent((c) => Math.max(0, c - 1))}>
          Back
        </Button>
        <Button onClick={() => setCurrent((c) => Math.min(steps.length - 1, c + 1))}>Next</Button>
      </Stack>
    </Stack>
  );
}

export const Default: StoryObj = { render: () => <Interactive /> };
export const FirstStep: StoryObj = {
  render: () => <Stepper label="Progress" steps={steps} current={0} completedLabel="(completed)" />,
};
export const LastStep: StoryObj = {
  render: () => <Stepper label="Progress" steps={steps} current={5} completedLabel="(completed)" />,
};
