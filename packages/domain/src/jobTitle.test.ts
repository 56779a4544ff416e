import { describe, expect, it } from 'vitest';
import type { AnswerQuestion } from './answers';
import { jobTitleParts, jobTitleText } from './jobTitle';

const q = (id: string, kind: AnswerQuestion['kind'], options: string[] = []) => ({
  id,
  kind,
  options,
});
const plumber = [
  q('work-type', 'multiple', ['Leak or burst pipe', 'Blocked drain', 'Other (Please specify)']),
  q('property-type', 'single', ['House', 'Apartment or unit', 'Other (Please specify)']),
  q('access', 'single', ['Easy', 'Hard']),
  q('timing', 'timing', ['As soon as possible', 'Specific date']),
  q('budget', 'budget', ['Total', 'Hourly Rate', 'Not sure yet']),
];
const a = (questionId: string, ...options: string[]) => ({ questionId, options });

describe('a job title from its answers', () => {
  it.each([
    [
      'the two most specific answers, in the questions’ order',
      [a('property-type', 'House'), a('work-type', 'Leak or burst pipe', 'Blocked drain')],
      ['Leak or burst pipe', 'House'],
    ],
    [
      '"Other" says nothing, so the next question names the job',
      [a('work-type', 'Other (Please specify)'), a('property-type', 'House'), a('access', 'Hard')],
      ['House', 'Hard'],
    ],
    [
      'timing and budget never name a job',
      [a('timing', 'As soon as possible'), a('budget', 'Total')],
      [],
    ],
    [
      'an option the question does not offer is ignored',
      [a('work-type', 'Made up'), a('property-type', 'Apartment or unit')],
      ['Apartment or unit'],
    ],
    ['no answers: no parts (the trade is the title)', [], []],
  ])('%s', (_, answers, expected) => {
    expect(jobTitleParts(plumber, answers)).toEqual(expected);
  });

  it('ignores "Not sure" options', () => {
    const questions = [q('area', 'single', ['Under 10 m²', 'Not sure'])];
    expect(jobTitleParts(questions, [a('area', 'Not sure')])).toEqual([]);
  });
});

describe('a job title as one text', () => {
  it('joins the parts, or falls back to the trade for a job with none', () => {
    expect(jobTitleText(['Leak or burst pipe', 'House'], 'Plumber')).toBe(
      'Leak or burst pipe · House',
    );
    expect(jobTitleText([], 'Plumber')).toBe('Plumber');
  });
});
