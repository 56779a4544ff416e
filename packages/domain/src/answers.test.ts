import { describe, expect, it } from 'vitest';
import {
  type AnswerInput,
  type AnswerQuestion,
  answerParts,
  answerProblem,
  checkAnswers,
} from './answers';

const question = (
  q: Partial<AnswerQuestion> & Pick<AnswerQuestion, 'id' | 'kind'>,
): AnswerQuestion => ({ label: q.id, options: [], required: true, ...q });
const work = question({
  id: 'work',
  kind: 'multiple',
  options: ['Leak', 'Other (Please specify)'],
});
const size = question({ id: 'size', kind: 'single', options: ['Small', 'Large'] });
const timing = question({
  id: 'timing',
  kind: 'timing',
  options: ['As soon as possible', 'Specific date'],
});
const budget = question({ id: 'budget', kind: 'budget', options: ['Total', 'Hourly Rate'] });
const details = question({ id: 'details', kind: 'text', required: false });
const story = question({ id: 'story', kind: 'text', label: 'Your story' });
const today = '2030-06-15';
const answer = (questionId: string, change: Partial<AnswerInput> = {}): AnswerInput => ({
  questionId,
  options: [],
  ...change,
});

describe('answerParts', () => {
  it.each([
    [work, ['Leak'], { text: false, date: false, amount: false }],
    [work, ['Leak', 'Other (Please specify)'], { text: true, date: false, amount: false }],
    [timing, ['Specific date'], { text: false, date: true, amount: false }],
    [budget, ['Total'], { text: false, date: false, amount: true }],
    [budget, ['Hourly Rate'], { text: false, date: false, amount: true }],
    [details, [], { text: true, date: false, amount: false }],
  ])('%j with %j asks for %j', (q, options, parts) => {
    expect(answerParts(q, options)).toEqual(parts);
  });
});

describe('answerProblem', () => {
  it.each([
    ['a required question without an option', work, answer('work'), 'choice', 'required'],
    ['a required text question left empty', story, answer('story'), 'text', 'required'],
    [
      'Other without its text',
      work,
      answer('work', { options: ['Other (Please specify)'] }),
      'text',
      'required',
    ],
    [
      'a specific date without a date',
      timing,
      answer('timing', { options: ['Specific date'] }),
      'date',
      'required',
    ],
    [
      'a date in the past',
      timing,
      answer('timing', { options: ['Specific date'], date: '2030-06-14' }),
      'date',
      'past',
    ],
    [
      'a total without an amount',
      budget,
      answer('budget', { options: ['Total'] }),
      'amount',
      'required',
    ],
  ])('refuses %s', (_case, q, a, part, code) => {
    expect(answerProblem(q, a, today)).toEqual({ part, code });
  });

  it.each([
    ['an optional question left empty', question({ ...size, required: false }), answer('size')],
    ['an optional text left empty', details, answer('details')],
    [
      'Other with its text',
      work,
      answer('work', { options: ['Other (Please specify)'], text: 'x' }),
    ],
    ['today as the date', timing, answer('timing', { options: ['Specific date'], date: today })],
    [
      'an hourly rate with its amount',
      budget,
      answer('budget', { options: ['Hourly Rate'], amountCents: 0 }),
    ],
  ])('accepts %s', (_case, q, a) => {
    expect(answerProblem(q, a, today)).toBeNull();
  });
});

describe('checkAnswers', () => {
  const questions = [work, timing, budget, details];
  const valid = [
    answer('budget', { options: ['Total'], amountCents: 150_000 }),
    answer('work', { options: ['Leak'] }),
    answer('timing', { options: ['As soon as possible'] }),
  ];

  it('gives the answers back in the questions’ order', () => {
    const checked = checkAnswers(questions, valid, today);
    expect(checked.ok && checked.answers.map((a) => a.questionId)).toEqual([
      'work',
      'timing',
      'budget',
    ]);
  });

  it.each([
    [
      [answer('nope')],
      'answers.0.questionId',
      'This question is not one of this trade. Reload the page and try again.',
    ],
    [
      [...valid, answer('work', { options: ['Leak'] })],
      'answers.3.questionId',
      'This question is answered twice.',
    ],
    [
      [answer('work', { options: ['Roof'] })],
      'answers.0.options',
      '"Roof" is not one of this question\'s options.',
    ],
    [
      [answer('timing', { options: ['As soon as possible', 'Specific date'] })],
      'answers.0.options',
      'Choose only one answer.',
    ],
    [
      [answer('work', { options: ['Other (Please specify)'] })],
      'answers.0.text',
      'Tell us in a few words.',
    ],
    [[answer('timing', { options: ['Specific date'] })], 'answers.0.date', 'Choose a date.'],
    [
      [answer('timing', { options: ['Specific date'], date: '2030-06-01' })],
      'answers.0.date',
      'Choose today or a later date.',
    ],
    [
      [answer('budget', { options: ['Total'] })],
      'answers.0.amountCents',
      'Enter an amount in dollars.',
    ],
    [valid.slice(0, 2), 'answers', 'Answer the question "timing".'],
    [[...valid.slice(0, 2), answer('timing')], 'answers.2.options', 'Choose an answer.'],
  ])('refuses %j at %s: %s', (answers, field, message) => {
    const checked = checkAnswers(questions, answers, today);
    expect(checked).toMatchObject({ ok: false, field });
    // The message is a catalog message; its `{placeholders}` are filled from `values`.
    if (checked.ok) return;
    const filled = checked.message.replace(/\{(\w+)\}/g, (_, name: string) =>
      String(checked.values?.[name]),
    );
    expect(filled).toBe(message);
  });

  it('names the job’s currency when a budget has no amount', () => {
    const budgetOnly = [answer('budget', { options: ['Total'] })];
    expect(checkAnswers(questions, budgetOnly, today, 'INR')).toMatchObject({
      ok: false,
      field: 'answers.0.amountCents',
      message: 'Enter an amount in rupees.',
    });
    expect(checkAnswers(questions, budgetOnly, today, 'AUD')).toMatchObject({
      message: 'Enter an amount in dollars.',
    });
  });

  it('names a required text question left empty', () => {
    expect(checkAnswers([story], [answer('story')], today)).toMatchObject({
      ok: false,
      field: 'answers.0.text',
      message: 'Answer this question.',
    });
    expect(checkAnswers([story], [], today)).toMatchObject({
      ok: false,
      field: 'answers',
      message: 'Answer the question "{question}".',
      values: { question: 'Your story' },
    });
  });

  it('reports a required question not answered before one answered without an option', () => {
    const checked = checkAnswers(questions, [answer('work'), valid[0] as AnswerInput], today);
    expect(checked).toMatchObject({ ok: false, field: 'answers', problem: { index: null } });
  });
});
