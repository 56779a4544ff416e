import { describe, expect, it } from 'vitest';
import { gstOfInclusive, taxDocumentNumber, taxDocumentSeries } from './taxInvoices';

describe('gstOfInclusive', () => {
  it.each([
    // NZ 15%: $20 incl. GST is $17.39 + $2.61.
    [2000, 15, 1739, 261],
    [4500, 15, 3913, 587],
    // AU 10%: A$45 is A$40.91 + A$4.09.
    [4500, 10, 4091, 409],
    // IN 18%: Rs 1000 is Rs 847.46 + Rs 152.54.
    [100_000, 18, 84_746, 15_254],
    [0, 15, 0, 0],
    [1, 15, 1, 0],
    // A credit note's negative amounts mirror the invoice's.
    [-2000, 15, -1739, -261],
  ])('%i cents at %i%% is %i excluding plus %i GST', (price, rate, excluding, gst) => {
    expect(gstOfInclusive(price, rate)).toEqual({ excludingCents: excluding, gstCents: gst });
  });

  it('refuses anything but whole cents', () => {
    expect(() => gstOfInclusive(20.5, 15)).toThrow(RangeError);
  });
});

describe('taxDocumentNumber', () => {
  it.each([
    ['NZ', 'invoice', 1, 'NZ-000001', 'NZ'],
    ['AU', 'invoice', 123_456, 'AU-123456', 'AU'],
    ['IN', 'credit-note', 12, 'IN-CN-000012', 'IN-CN'],
  ] as const)('%s %s %i is %s', (site, kind, sequence, number, series) => {
    expect(taxDocumentNumber(site, kind, sequence)).toBe(number);
    expect(taxDocumentSeries(site, kind)).toBe(series);
  });
});
