import { describe, expect, it } from 'vitest';
import {
  type AnswerDraft,
  answerProblem,
  defaultBudget,
  defaultTiming,
  emptyAnswer,
  jobAnswers,
  stepOfField,
  wizardFieldOf,
} from './answers';
import type { Question } from './wireTypes';

const kind = (q: Partial<Question> & Pick<Question, 'id' | 'kind'>): Question => ({
  label: q.id,
  options: [],
  required: true,
  ...q,
});
const work = kind({ id: 'work', kind: 'multiple', options: ['Leak', 'Other (Please specify)'] });
const timing = kind({
  id: 'timing',
  kind: 'timing',
  options: ['As soon as possible', 'Specific date'],
});
const budget = kind({ id: 'budget', kind: 'budget', options: ['Total', 'Hourly Rate'] });
const details = kind({ id: 'details', kind: 'text', required: false });
const draft = (change: Partial<AnswerDraft>): AnswerDraft => ({ ...emptyAnswer, ...change });

describe('answerProblem', () => {
  const today = '2030-06-15';
  it.each([
    ['a required question left empty', work, draft({}), { part: 'choice', code: 'required' }],
    [
      'Other without its text',
      work,
      draft({ options: ['Other (Please specify)'] }),
      { part: 'text', code: 'required' },
    ],
    [
      'a specific date without a date',
      timing,
      draft({ options: ['Specific date'] }),
      { part: 'date', code: 'required' },
    ],
    [
      'a date in the past',
      timing,
      draft({ options: ['Specific date'], date: '2030-06-14' }),
      { part: 'date', code: 'past' },
    ],
    [
      'a total without an amount',
      budget,
      draft({ options: ['Total'] }),
      { part: 'amount', code: 'required' },
    ],
    [
      'an amount that is not dollars',
      budget,
      draft({ options: ['Hourly Rate'], amount: '12.345' }),
      { part: 'amount', code: 'invalid' },
    ],
  ])('refuses %s', (_case, question, answer, problem) => {
    expect(answerProblem(question, answer, today, 'NZD')).toEqual(problem);
  });

  it.each([
    ['an optional text left empty', details, draft({})],
    ['Other with its text', work, draft({ options: ['Other (Please specify)'], text: 'Gutter' })],
    ['today as the date', timing, draft({ options: ['Specific date'], date: today })],
    ['an hourly rate in dollars', budget, draft({ options: ['Hourly Rate'], amount: '85' })],
  ])('accepts %s', (_case, question, answer) => {
    expect(answerProblem(question, answer, today, 'NZD')).toBeNull();
  });
});

describe('jobAnswers', () => {
  it('sends only the parts the chosen options ask for, amounts in cents', () => {
    const answers = jobAnswers(
      [work, timing, budget, details],
      {
        // The text typed before 'Other' was unticked is not sent.
        work: draft({ options: ['Leak'], text: 'left over' }),
        timing: draft({ options: ['Specific date'], date: '2030-07-01' }),
        budget: draft({ options: ['Total'], amount: '1,500.50' }),
        details: draft({ text: '  Dog on site  ' }),
      },
      'NZD',
    );
    expect(answers).toEqual([
      { questionId: 'work', options: ['Leak'] },
      { questionId: 'timing', options: ['Specific date'], date: '2030-07-01' },
      { questionId: 'budget', options: ['Total'], amountCents: 150_050 },
      { questionId: 'details', options: [], text: 'Dog on site' },
    ]);
  });

  it('leaves out questions without an answer', () => {
    expect(jobAnswers([work, details], { details: draft({ text: ' ' }) }, 'NZD')).toEqual([]);
  });

  it('reads a budget typed in rupees, grouped the Indian way, up to the rupee ceiling', () => {
    const typed = (amount: string) =>
      jobAnswers([budget], { budget: draft({ options: ['Total'], amount }) }, 'INR');
    expect(typed('₹1,50,000')).toEqual([
      { questionId: 'budget', options: ['Total'], amountCents: 15_000_000 },
    ]);
    // ₹15 lakh: past the dollar ceiling in cents, within the rupee one.
    expect(typed('15,00,000')[0]?.amountCents).toBe(150_000_000);
    expect(
      jobAnswers([budget], { budget: draft({ options: ['Total'], amount: '1500000' }) }, 'NZD')[0]
        ?.amountCents,
    ).toBeUndefined();
  });
});

describe('defaults from the answers', () => {
  it('takes the budget from a Total answer, not from an hourly rate', () => {
    expect(
      defaultBudget([budget], { budget: draft({ options: ['Total'], amount: '900' }) }, 'NZD'),
    ).toBe('900');
    expect(
      defaultBudget([budget], { budget: draft({ options: ['Hourly Rate'], amount: '90' }) }, 'NZD'),
    ).toBe('');
  });

  it('takes the timing from the timing answer, or its date', () => {
    expect(defaultTiming([timing], { timing: draft({ options: ['As soon as possible'] }) })).toBe(
      'As soon as possible',
    );
    expect(
      defaultTiming([timing], {
        timing: draft({ options: ['Specific date'], date: '2030-07-01' }),
      }),
    ).toBe('2030-07-01');
  });
});

describe('where a server field error belongs', () => {
  const sent = [
    { questionId: 'work', options: ['Other (Please specify)'], text: 'x' },
    { questionId: 'budget', options: ['Total'], amountCents: 1 },
  ];
  it.each([
    ['body.answers.0.text', 'q.work.text', 1],
    ['body.answers.1.amountCents', 'q.budget.amount', 1],
    ['body.answers.1', 'q.budget', 1],
    ['body.description', 'description', 2],
    ['body.budgetCents', 'q.budget.amount', 1],
    ['body.localityId', 'locality', 3],
    ['body.poster.email', 'email', 4],
    ['body.poster.userName', 'userName', 4],
    ['body.mobile', 'mobile', 4],
  ])('%s is %s on step %i', (field, key, step) => {
    expect(wizardFieldOf(field, sent)).toBe(key);
    expect(stepOfField(key)).toBe(step);
  });

  it.each(['body.answers.7.text', 'body.answers', 'body.somethingElse'])(
    '%s names no field',
    (field) => {
      expect(wizardFieldOf(field, sent)).toBeNull();
    },
  );
});
