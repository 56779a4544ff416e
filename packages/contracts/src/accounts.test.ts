import { describe, expect, it } from 'vitest';
import { InternationalPhone } from './accounts';

describe('InternationalPhone: one spelling of a number on the wire', () => {
  it.each([
    ['+64 021 555 0198', '+64 21 555 0198'],
    [' +64 21 555 0198 ', '+64 21 555 0198'],
    ['+64 (0)21 555-0198', '+64 21 555 0198'],
    ['+61 0412 345 678', '+61 412 345 678'],
    ['+91 09876543210', '+91 9876543210'],
    ['+64215550198', '+64 215550198'],
  ])('%j is read as %j', (typed, stored) => {
    expect(InternationalPhone.parse(typed)).toBe(stored);
  });

  it.each([
    ['+64 12 345 678', 'Enter a New Zealand number of 8 to 10 digits after the leading 0'],
    ['+91 5876543210', 'Enter a 10-digit Indian mobile number'],
    ['021 555 0198', 'Start the number with its country code, like +64 21 555 0198.'],
  ])('%j is refused with a full sentence', (typed, message) => {
    const result = InternationalPhone.safeParse(typed);
    expect(result.success).toBe(false);
    const text = result.error?.issues[0]?.message ?? '';
    expect(text.startsWith(message)).toBe(true);
    expect(text).toMatch(/\.$/);
  });
});
