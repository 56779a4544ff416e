import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is labelled by its text and reports changes', () => {
    const seen: boolean[] = [];
    render(
      <Checkbox
        label="Remember me"
        name="remember"
        checked={false}
        onChange={(c) => seen.push(c)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    fireEvent.click(box);
    expect(seen).toEqual([true]);
  });
});
