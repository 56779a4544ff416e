import { describe, expect, it } from 'vitest';
import { timeSince } from './timeSince';

const now = new Date('2030-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeSince', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeSince(ago(20), 'en', now.getTime())).toBe('now');
    expect(timeSince(ago(5 * 60), 'en', now.getTime())).toBe('5 minutes ago');
    expect(timeSince(ago(3 * 3600), 'en', now.getTime())).toBe('3 hours ago');
    expect(timeSince(ago(24 * 3600), 'en', now.getTime())).toBe('yesterday');
    expect(timeSince(ago(15 * 24 * 3600), 'en', now.getTime())).toBe('2 weeks ago');
    expect(timeSince(ago(400 * 24 * 3600), 'en', now.getTime())).toBe('last year');
  });

  it('speaks the interface language', () => {
    expect(timeSince(ago(5 * 60), 'fr', now.getTime())).toBe('il y a 5 minutes');
  });
});
