import { describe, expect, it } from 'vitest';
import { emptyAnswer } from './answerDraft';
import { answersSummary, prefilledDescription } from './descriptionDraft';
import type { Question } from './wireTypes';

const question = (q: Partial<Question> & Pick<Question, 'id' | 'kind' | 'label'>): Question => ({
  options: [],
  required: true,
  ...q,
});
const work = question({
  id: 'work',
  kind: 'multiple',
  label: 'What needs doing?',
  options: ['Leaking tap', 'Blocked drain', 'Other (Please specify)'],
});
const property = question({
  id: 'property',
  kind: 'single',
  label: 'What type of property is it?',
  options: ['House', 'Apartment'],
  // The options as the reader's language shows them (the API sends them translated).
  optionLabels: ['Maison', 'Appartement'],
});
const timing = question({
  id: 'timing',
  kind: 'timing',
  label: 'When do you need this done?',
  options: ['As soon as possible'],
});
const budget = question({
  id: 'budget',
  kind: 'budget',
  label: 'What is your budget?',
  options: ['Total'],
});
const questions = [work, property, timing, budget];
const line = (q: string, a: string) => `${q} ${a}`;
const draft = (options: string[], text = '') => ({ ...emptyAnswer, options, text });

describe('answersSummary', () => {
  it('says each trade question and its answers on a line, as the customer read them', () => {
    const summary = answersSummary(
      questions,
      {
        work: draft(['Leaking tap', 'Blocked drain']),
        property: draft(['House']),
        timing: draft(['As soon as possible']),
        budget: { ...draft(['Total']), amount: '500' },
      },
      line,
      'en',
    );
    expect(summary).toBe(
      'What needs doing? Leaking tap and Blocked drain\nWhat type of property is it? Maison',
    );
    // Timing and budget are the job's own fields: not repeated in its description.
    expect(summary).not.toMatch(/soon|budget|500/);
  });

  it('writes what the customer specified for Other, and lists in their language', () => {
    const summary = answersSummary(
      [work],
      { work: draft(['Leaking tap', 'Other (Please specify)'], ' hot water cylinder ') },
      (q, a) => `« ${q} » ${a}`,
      'fr',
    );
    expect(summary).toBe('« What needs doing? » Leaking tap et hot water cylinder');
  });

  it('is empty when no trade question was answered, and skips an unspecified Other', () => {
    expect(answersSummary(questions, {}, line, 'en')).toBe('');
    expect(answersSummary([work], { work: draft(['Other (Please specify)']) }, line, 'en')).toBe(
      '',
    );
  });
});

describe('prefilledDescription', () => {
  it('fills an empty description, and follows the answers while it is still the summary', () => {
    expect(prefilledDescription('', '', 'What needs doing? Leaking tap')).toBe(
      'What needs doing? Leaking tap',
    );
    expect(prefilledDescription('  ', 'old', 'new')).toBe('new');
    expect(prefilledDescription('old', 'old', 'new')).toBe('new');
  });

  it('keeps what the customer wrote', () => {
    expect(prefilledDescription('The tap drips all night.', '', 'summary')).toBe(
      'The tap drips all night.',
    );
    expect(prefilledDescription('old, and the tap drips', 'old', 'new')).toBe(
      'old, and the tap drips',
    );
  });
});
