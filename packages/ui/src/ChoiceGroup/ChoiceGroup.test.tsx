import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Choice, ChoiceGroup } from './ChoiceGroup';

afterEach(cleanup);

const described = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('ChoiceGroup', () => {
  it('is a required radiogroup named by its legend, invalid as a whole with its error', () => {
    const seen: boolean[] = [];
    render(
      <ChoiceGroup legend="When?" role="radiogroup" required error="Choose when">
        <Choice
          type="radio"
          name="t"
          value="a"
          label="Soon"
          checked={false}
          onChange={(c) => seen.push(c)}
        />
        <Choice type="radio" name="t" value="b" label="Later" checked onChange={() => {}} />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'When?' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(described(group)).toBe('Choose when');
    expect((screen.getByRole('radio', { name: 'Later' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Soon' }));
    expect(seen).toEqual([true]);
  });

  it('is a group of boxes, each invalid and described by the error, the first one reachable by ref', () => {
    const first = createRef<HTMLInputElement>();
    const ticks: Array<[string, boolean]> = [];
    render(
      <ChoiceGroup legend="What needs doing?" role="group" error="Choose one" errorId="work-err">
        {['Tap', 'Drain'].map((option, index) => (
          <Choice
            key={option}
            ref={index === 0 ? first : undefined}
            type="checkbox"
            name="work"
            value={option}
            label={option}
            checked={option === 'Drain'}
            onChange={(checked) => ticks.push([option, checked])}
            invalid
            describedBy="work-err"
          />
        ))}
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'What needs doing?' });
    expect(group.getAttribute('aria-required')).toBeNull();
    const tap = screen.getByRole('checkbox', { name: 'Tap' });
    expect(first.current).toBe(tap);
    expect(tap.getAttribute('aria-invalid')).toBe('true');
    expect(described(tap)).toBe('Choose one');
    fireEvent.click(tap);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drain' }));
    expect(ticks).toEqual([
      ['Tap', true],
      ['Drain', false],
    ]);
  });

  it('shows no error and no required marker when there are none', () => {
    render(
      <ChoiceGroup legend="Extras" role="group">
        <Choice
          type="checkbox"
          name="x"
          value="a"
          label="Parking"
          checked={false}
          onChange={() => {}}
        />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Extras' });
    expect(group.getAttribute('aria-describedby')).toBeNull();
    expect(group.textContent).not.toContain('*');
  });
});
