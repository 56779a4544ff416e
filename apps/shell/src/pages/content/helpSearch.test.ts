import type { ContentSection } from '@quoteway/api-client';
import { describe, expect, it } from 'vitest';
import { matchQuestions, matchSections, searchable, stem } from './helpSearch';

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

describe('the help search: word forms and synonyms', () => {
  const pages: ContentSection[] = [
    {
      id: 'credits',
      title: 'Credits',
      html: '',
      text: '',
      entries: [
        entry(
          'back',
          'When do I get my credits back?',
          'Unopened quotes are returned in 48 hours.',
        ),
        entry('badge', 'How do I get the Verified badge?', 'We check your NZBN with the register.'),
        entry('receipts', 'Where are my receipts?', 'Each purchase e-mails a tax invoice.'),
        entry('cafe', 'Can a café post a job?', 'Yes.'),
      ],
    },
  ];
  const found = (query: string) =>
    matchQuestions(pages, query).flatMap((s) => s.entries.map((e) => e.id));

  it.each([
    ['refund', ['back']],
    ['refunds', ['back']],
    ['refunded', ['back']],
    ['verify', ['badge']],
    ['verification', ['badge']],
    ['invoice', ['receipts']],
    ['invoices', ['receipts']],
    ['receipt', ['receipts']],
    ['returning credits', ['back']],
    ['refund badge', []],
  ])('"%s" finds %j', (query, ids) => {
    expect(found(query)).toEqual(ids);
  });

  it('cuts word forms, not short words', () => {
    expect(stem('refunded')).toBe('refund');
    expect(stem('verification')).toBe('verif');
    expect(stem('verify')).toBe('verif');
    expect(stem('gst')).toBe('gst');
  });

  it('finds sections of the policy pages', () => {
    const terms: ContentSection[] = [
      {
        id: 'returns-refunds',
        title: 'Credit returns and refunds',
        html: '',
        text: 'Money paid for credits is not refunded, except where the law requires it.',
        entries: [],
      },
      { id: 'conduct', title: 'Conduct', html: '', text: 'Be kind.', entries: [] },
    ];
    expect(matchSections(terms, 'money back').map((s) => s.id)).toEqual(['returns-refunds']);
    expect(matchSections(terms, 'refund').map((s) => s.id)).toEqual(['returns-refunds']);
    expect(matchSections(terms, '')).toEqual([]);
  });

  it('finds Spanish word forms and synonyms', () => {
    const es: ContentSection[] = [
      { id: 'f', title: 'Facturas', html: '', text: 'Cada compra envía un recibo.', entries: [] },
    ];
    expect(matchSections(es, 'factura').map((s) => s.id)).toEqual(['f']);
    expect(matchSections(es, 'recibos').map((s) => s.id)).toEqual(['f']);
  });
});
