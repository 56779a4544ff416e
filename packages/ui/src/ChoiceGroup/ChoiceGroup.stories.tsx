import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Choice, ChoiceGroup } from './ChoiceGroup';

const meta: Meta<typeof ChoiceGroup> = { title: 'Components/ChoiceGroup', component: ChoiceGroup };
export default meta;

const work = ['Leaking tap', 'Blocked drain', 'Hot water cylinder', 'Other (Please specify)'];
const timing = ['As soon as possible', 'Within a week', 'Flexible', 'Specific date'];

function Boxes({ error }: { error?: string }) {
  const [chosen, setChosen] = useState<string[]>(['Leaking tap']);
  return (
    <ChoiceGroup
      legend="What needs doing?"
      role="group"
      required
      error={error}
      errorId="work-error"
    >
      {work.map((option) => (
        <Choice
          key={option}
          type="checkbox"
          name="work"
          value={option}
          label={option}
          checked={chosen.includes(option)}
          onChange={(checked) =>
            setChosen((now) => (checked ? [...now, option] : now.filter((o) => o !== option)))
          }
          invalid={Boolean(error)}
          describedBy="work-error"
        />
      ))}
    </ChoiceGroup>
  );
}

function Radios({ error }: { error?: string }) {
  const [chosen, setChosen] = useState('');
  return (
    <ChoiceGroup legend="When do you need it?" role="radiogroup" required error={error}>
      {timing.map((option) => (
        <Choice
          key={option}
          type="radio"
          name="timing"
          value={option}
          label={option}
          checked={chosen === option}
          onChange={() => setChosen(option)}
        />
      ))}
    </ChoiceGroup>
  );
}

export const CheckBoxes: StoryObj = { render: () => <Boxes /> };
export const CheckBoxesWithError: StoryObj = {
  render: () => <Boxes error="Choose at least one" />,
};
export const RadioButtons: StoryObj = { render: () => <Radios /> };
export const RadioButtonsWithError: StoryObj = {
  render: () => <Radios error="Choose when you need it" />,
};
