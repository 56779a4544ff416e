import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

describe('RadioGroup', () => {
  it('is a named group of radios that reports the chosen value and ties its error', () => {
    const seen: string[] = [];
    render(
      <RadioGroup
        legend="Estimated cost"
        name="type"
        options={[
          { value: 'Flat', label: 'Flat rate' },
          { value: 'Hourly', label: 'Per hour' },
        ]}
        value="Flat"
        onChange={(v) => seen.push(v)}
        error="Choose one"
      />,
    );
    const group = screen.getByRole('group', { name: 'Estimated cost' });
    expect((screen.getByRole('radio', { name: 'Flat rate' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Per hour' }));
    expect(seen).toEqual(['Hourly']);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose one',
    );
  });
});
