import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

afterEach(cleanup);

const steps = [
  { id: 'trade', label: 'Trade' },
  { id: 'details', label: 'Details' },
  { id: 'review', label: 'Review' },
];

describe('Stepper', () => {
  it('marks the current step and tells screen readers which steps are done', () => {
    render(<Stepper label="Progress" steps={steps} current={1} completedLabel="(completed)" />);
    const list = screen.getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]?.textContent).toContain('Trade (completed)');
    expect(items[2]?.textContent).not.toContain('completed');
    // Without onStepSelect nothing is clickable.
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers only finished steps as buttons when a step can be chosen', () => {
    const chosen: number[] = [];
    render(
      <Stepper
        label="Progress"
        steps={steps}
        current={2}
        completedLabel="(completed)"
        onStepSelect={(index) => chosen.push(index)}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Trade (completed)', 'Details (completed)']);
    fireEvent.click(screen.getByRole('button', { name: /Details/ }));
    expect(chosen).toEqual([1]);
  });
});
