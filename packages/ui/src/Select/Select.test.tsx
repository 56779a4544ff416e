import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('is labelled, reports changes and ties its error to the control', () => {
    const seen: string[] = [];
    render(
      <Select
        label="Country"
        name="country"
        value="NZ"
        onChange={(e) => seen.push(e.target.value)}
        error="Choose one"
      >
        <option value="NZ">New Zealand</option>
        <option value="AU">Australia</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(select, { target: { value: 'AU' } });
    expect(seen).toEqual(['AU']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Choose one');
  });
});
