import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldStandIn } from './FieldStandIn';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('is labelled and not invalid without an error', () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('dir')).toBe('auto');
  });

  it('wires the error with aria-invalid and aria-describedby', () => {
    render(
      <TextField label="Email" name="email" hint="We never share it" error="Enter a valid email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids).toHaveLength(2);
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it', 'Enter a valid email']);
  });

  it('calls onChange in controlled mode and passes input attributes through', () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        value=""
        onChange={onChange}
        required
        autoComplete="tel"
        inputMode="tel"
      />,
    );
    const input = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    fireEvent.change(input, { target: { value: '0612' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('FieldStandIn', () => {
  it('looks like the field it stands in for: label, required mark, hint, and an input that takes typing', () => {
    render(
      <FieldStandIn
        label="Trade"
        name="trade"
        hint="Type a trade"
        placeholder="Plumber"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Trade' }) as HTMLInputElement;
    expect(input.name).toBe('trade');
    expect(input.required).toBe(true);
    expect(input.placeholder).toBe('Plumber');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Type a trade',
    );
    // The mark is for the eye; `required` says it to a screen reader.
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(input, { target: { value: 'plu' } });
    expect(input.value).toBe('plu');
  });

  it('has no description without a hint', () => {
    render(<FieldStandIn label="Where" name="place" />);
    expect(
      screen.getByRole('textbox', { name: 'Where' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });
});
