import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = new Date('2030-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(ago(20), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 24 * 3600), 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 24 * 3600), 'en', now)).toBe('last year');
  });

  it('speaks the interface language', () => {
    expect(formatRelativeTime(ago(5 * 60), 'fr', now)).toBe('il y a 5 minutes');
  });
});
