import type { ContentSection } from '@quoteway/api-client';
import { describe, expect, it } from 'vitest';
import { matchQuestions, searchable } from './helpSearch';

const entry = (id: string, title: string, text: string) => ({ id, title, text, html: '' });
const sections: ContentSection[] = [
  {
    id: 'customers',
    title: 'For customers',
    html: '',
    text: '',
    entries: [
      entry('cost', 'Does it cost anything?', 'No, posting is free.'),
      entry('cafe', 'Can a café post a job?', 'Yes, any business can hire.'),
    ],
  },
  {
    id: 'businesses',
    title: 'For businesses',
    html: '',
    text: '',
    entries: [
      entry('returns', 'When do I get my CREDITS back?', 'Within 48 hours if unopened.'),
      entry('ar', 'متى تُعاد أرصدتي؟', 'تُعاد الأرصدة تلقائياً.'),
    ],
  },
];
const ids = (query: string) =>
  matchQuestions(sections, query).flatMap((s) => s.entries.map((e) => e.id));

describe('the help search', () => {
  it('ignores case and accents, in the heading and the answer', () => {
    expect(ids('credits')).toEqual(['returns']);
    expect(ids('CAFE')).toEqual(['cafe']);
    expect(ids('Crédits')).toEqual(['returns']);
    expect(ids('48 HOURS')).toEqual(['returns']);
  });

  it('searches both audiences, every word having to match', () => {
    expect(ids('post')).toEqual(['cost', 'cafe']);
    expect(ids('post free')).toEqual(['cost']);
    expect(ids('free credits')).toEqual([]);
  });

  it('reads Arabic without its short vowels', () => {
    expect(ids('تعاد')).toEqual(['ar']);
    expect(searchable('أرصدتي')).toBe(searchable('ارصدتي'));
  });

  it('keeps every section for an empty search and drops sections with no match', () => {
    expect(matchQuestions(sections, '  ')).toBe(sections);
    expect(matchQuestions(sections, 'café').map((s) => s.id)).toEqual(['customers']);
  });
});
