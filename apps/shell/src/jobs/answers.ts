import type { JobAnswer } from '@quoteway/api-client';
import type { Question } from './wireTypes';
import {
  dollarsToCents,
  WIZARD_HOURLY_RATE_ANSWER,
  WIZARD_OTHER_ANSWER,
  WIZARD_SPECIFIC_DATE_ANSWER,
  WIZARD_TOTAL_ANSWER,
} from '@quoteway/domain';

// The wizard's rules as pure functions: what an answer needs, what is sent, where a server
// error belongs. The screens only translate the problem codes into messages.

/** What the customer has entered for one question (amounts as typed, in dollars). */
export interface AnswerDraft {
  options: string[];
  text: string;
  date: string;
  amount: string;
}

export const emptyAnswer: AnswerDraft = { options: [], text: '', date: '', amount: '' };

/** Whether an option of this question asks for an amount ('Total', 'Hourly Rate'). */
function asksForAmount(question: Question, option: string): boolean {
  return (
    question.kind === 'budget' &&
    (option === WIZARD_TOTAL_ANSWER || option === WIZARD_HOURLY_RATE_ANSWER)
  );
}

/** The parts of an answer the wizard shows, given the chosen options. */
export function answerParts(question: Question, draft: AnswerDraft) {
  return {
    text:
      question.kind === 'text' ||
      (question.kind !== 'budget' && draft.options.includes(WIZARD_OTHER_ANSWER)),
    date: question.kind === 'timing' && draft.options.includes(WIZARD_SPECIFIC_DATE_ANSWER),
    amount: draft.options.some((option) => asksForAmount(question, option)),
  };
}

export type AnswerProblem =
  | { part: 'choice'; code: 'required' }
  | { part: 'text'; code: 'required' }
  | { part: 'date'; code: 'required' | 'past' }
  | { part: 'amount'; code: 'required' | 'invalid' };

/**
 * What is wrong with an answer, or null. `today` is YYYY-MM-DD in the customer's time zone
 * (a date before it is in the past). Optional questions may stay empty, but what is given
 * must be complete: an 'Other' needs its text, a 'Specific date' its date.
 */
export function answerProblem(
  question: Question,
  draft: AnswerDraft,
  today: string,
): AnswerProblem | null {
  const parts = answerParts(question, draft);
  if (question.kind === 'text') {
    return question.required && draft.text.trim() === ''
      ? { part: 'text', code: 'required' }
      : null;
  }
  if (draft.options.length === 0) {
    return question.required ? { part: 'choice', code: 'required' } : null;
  }
  if (parts.text && draft.text.trim() === '') return { part: 'text', code: 'required' };
  if (parts.date) {
    if (draft.date === '') return { part: 'date', code: 'required' };
    if (draft.date < today) return { part: 'date', code: 'past' };
  }
  if (parts.amount) {
    if (draft.amount.trim() === '') return { part: 'amount', code: 'required' };
    if (dollarsToCents(draft.amount) === null) return { part: 'amount', code: 'invalid' };
  }
  return null;
}

/** The answers as the API takes them, in the questions' order; unanswered ones left out. */
export function jobAnswers(
  questions: readonly Question[],
  drafts: Readonly<Record<string, AnswerDraft>>,
): JobAnswer[] {
  const answers: JobAnswer[] = [];
  for (const question of questions) {
    const draft = drafts[question.id];
    if (!draft) continue;
    const parts = answerParts(question, draft);
    const text = parts.text ? draft.text.trim() : '';
    if (draft.options.length === 0 && text === '') continue;
    const answer: JobAnswer = { questionId: question.id, options: [...draft.options] };
    if (text) answer.text = text;
    if (parts.date && draft.date) answer.date = draft.date;
    const cents = parts.amount ? dollarsToCents(draft.amount) : null;
    if (cents !== null) answer.amountCents = cents;
    answers.push(answer);
  }
  return answers;
}

/** The job budget a 'Total' budget answer implies (dollars, as typed), or ''. */
export function defaultBudget(
  questions: readonly Question[],
  drafts: Readonly<Record<string, AnswerDraft>>,
): string {
  for (const question of questions) {
    const draft = drafts[question.id];
    if (
      question.kind === 'budget' &&
      draft?.options.includes(WIZARD_TOTAL_ANSWER) &&
      dollarsToCents(draft.amount) !== null
    ) {
      return draft.amount.trim();
    }
  }
  return '';
}

/** The contract's longest timing text. */
const MAX_TIMING_LENGTH = 200;

/** The job's timing a timing answer implies: the option, or the specific date chosen. */
export function defaultTiming(
  questions: readonly Question[],
  drafts: Readonly<Record<string, AnswerDraft>>,
): string {
  for (const question of questions) {
    const draft = drafts[question.id];
    const option = draft?.options[0];
    if (question.kind !== 'timing' || !draft || !option) continue;
    if (option === WIZARD_SPECIFIC_DATE_ANSWER) return draft.date;
    if (option === WIZARD_OTHER_ANSWER) return draft.text.trim().slice(0, MAX_TIMING_LENGTH);
    return option;
  }
  return '';
}

/** Today as YYYY-MM-DD in the browser's time zone (what a date input's `min` takes). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Keys of the wizard's fields (focus targets and error slots). */
export const questionKey = (id: string, part: AnswerProblem['part'] = 'choice') =>
  part === 'choice' ? `q.${id}` : `q.${id}.${part}`;

const answerPartOfWire: Record<string, AnswerProblem['part']> = {
  options: 'choice',
  text: 'text',
  date: 'date',
  amountCents: 'amount',
};

const fieldOfWire: Record<string, string> = {
  professionSlug: 'profession',
  description: 'description',
  budgetCents: 'budget',
  timing: 'timing',
  localityId: 'locality',
  mobile: 'mobile',
  phoneVerificationId: 'mobile',
};

/**
 * The wizard field a server field error names ('body.answers.1.text' is the text of the
 * second answer sent), or null when it names none of them.
 */
export function wizardFieldOf(field: string, sent: readonly JobAnswer[]): string | null {
  const path = field.split('.');
  if (path[0] === 'body') path.shift();
  const [head, second, third] = path;
  if (head === 'answers') {
    const answer = second ? sent[Number(second)] : undefined;
    if (!answer) return null;
    return questionKey(answer.questionId, answerPartOfWire[third ?? ''] ?? 'choice');
  }
  if (head === 'poster') return second === 'userName' ? 'userName' : 'email';
  return (head && fieldOfWire[head]) ?? null;
}

/** The wizard steps, in order. */
export const wizardSteps = [
  'profession',
  'questions',
  'description',
  'location',
  'contact',
  'review',
] as const;

/** Which step shows a field. */
export function stepOfField(key: string): number {
  if (key === 'profession') return 0;
  if (key.startsWith('q.')) return 1;
  if (key === 'description' || key === 'budget' || key === 'timing') return 2;
  if (key === 'locality') return 3;
  return 4;
}

/** Whether `international` is the number the account already proved with a texted code. */
export function isAccountMobile(verifiedMobile: string | null | undefined, international: string) {
  const digits = (value: string) => value.replace(/[^\d+]/g, '');
  return Boolean(verifiedMobile) && digits(verifiedMobile ?? '') === digits(international);
}
