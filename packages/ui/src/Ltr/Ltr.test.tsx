import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ltr } from './Ltr';

describe('Ltr', () => {
  it('isolates its text left to right inside right-to-left text', () => {
    render(
      <p dir="rtl">
        اتصل على <Ltr>+64 21 555 0198</Ltr>
      </p>,
    );
    const number = screen.getByText('+64 21 555 0198');
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
  });
});
