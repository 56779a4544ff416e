import { describe, expect, it } from 'vitest';
import { fromRows, invalidDays, toRows } from './openingHours';

describe('opening hours rows', () => {
  it('starts the week on Monday and treats missing days as closed', () => {
    const rows = toRows([{ day: 1, open: '07:30', close: '16:00' }]);
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows[0]).toEqual({ day: 1, open: true, from: '07:30', to: '16:00' });
    expect(rows[6]).toMatchObject({ day: 0, open: false });
  });

  it('round-trips through the stored form', () => {
    const hours = [
      { day: 1, open: '07:30', close: '16:00' },
      { day: 2, closed: true as const },
    ];
    expect(fromRows(toRows(hours)).filter((h) => h.day <= 2 && h.day >= 1)).toEqual(hours);
  });

  it('finds days that close before they open', () => {
    const rows = toRows([{ day: 3, open: '18:00', close: '09:00' }]);
    expect(invalidDays(rows)).toEqual([3]);
  });
});
