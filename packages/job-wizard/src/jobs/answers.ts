import type { JobAnswer } from '@quoteway/api-client';
import type { Question } from './wireTypes';
import {
  answerParts,
  type CurrencyCode,
  dollarsToCents,
  JOB_TIMING_MAX_LENGTH,
  type AnswerProblem as RuleProblem,
  answerProblem as ruleProblem,
  WIZARD_OTHER_ANSWER,
  WIZARD_SPECIFIC_DATE_ANSWER,
  WIZARD_TOTAL_ANSWER,
} from '@quoteway/domain';
import { samePhone } from '@quoteway/validation';
import { type AnswerDraft, emptyAnswer } from './answerDraft';

// The wizard's side of the answer rules (those live in @quoteway/domain): the draft as typed,
// what is sent, where a server error belongs. The screens only translate the problem codes
// into messages.

export { type AnswerDraft, emptyAnswer };

/**
 * What is wrong with an answer in the wizard: the domain's rules, or an amount that is not
 * one in the site's currency.
 */
export type AnswerProblem = RuleProblem | { part: 'amount'; code: 'invalid' };

/**
 * The answer as the API takes it: the parts its options ask for, the amount in cents of
 * `currency` (the site's, which the job's place is in).
 */
function sentAnswer(question: Question, draft: AnswerDraft, currency: CurrencyCode): JobAnswer {
  const parts = answerParts(question, draft.options);
  const answer: JobAnswer = { questionId: question.id, options: [...draft.options] };
  const text = parts.text ? draft.text.trim() : '';
  if (text) answer.text = text;
  if (parts.date && draft.date) answer.date = draft.date;
  const cents = parts.amount ? dollarsToCents(draft.amount, currency) : null;
  if (cents !== null) answer.amountCents = cents;
  return answer;
}

/**
 * What is wrong with an answer, or null (the domain's `answerProblem` on what would be sent).
 * `today` is YYYY-MM-DD in the customer's time zone.
 */
export function answerProblem(
  question: Question,
  draft: AnswerDraft,
  today: string,
  currency: CurrencyCode,
): AnswerProblem | null {
  const problem = ruleProblem(question, sentAnswer(question, draft, currency), today);
  // An amount was typed, but not one in the currency: say that rather than ask for one.
  if (problem?.part === 'amount' && draft.amount.trim() !== '') {
    return { part: 'amount', code: 'invalid' };
  }
  return problem;
}

/** The answers as the API takes them, in the questions' order; unanswered ones left out. */
export function jobAnswers(
  questions: readonly Question[],
  drafts: Readonly<Record<string, AnswerDraft>>,
  currency: CurrencyCode,
): JobAnswer[] {
  const answers: JobAnswer[] = [];
  for (const question of questions) {
    const draft = drafts[question.id];
    if (!draft) continue;
    const answer = sentAnswer(question, draft, currency);
    if (answer.options.length > 0 || answer.text) answers.push(answer);
  }
  return answers;
}

/** The job budget a 'Total' budget answer implies (money of `currency`, as typed), or ''. */
export function defaultBudget(
  questions: readonly Question[],
  drafts: Readonly<Record<string, AnswerDraft>>,
  currency: CurrencyCode,
): string {
  for (const question of questions) {
    const draft = drafts[question.id];
    if (
      question.kind === 'budget' &&
      draft?.options.includes(WIZARD_TOTAL_ANSWER) &&
      dollarsToCents(draft.amount, currency) !== null
    ) {
      return draft.amount.trim();
    }
  }
  return '';
}

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
    if (option === WIZARD_OTHER_ANSWER) return draft.text.trim().slice(0, JOB_TIMING_MAX_LENGTH);
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
  // The job's budget is the amount of the budget answer (the one answer with an amount).
  if (head === 'budgetCents') {
    const budget = sent.find((answer) => answer.amountCents !== undefined);
    return budget ? questionKey(budget.questionId, 'amount') : null;
  }
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
  if (key === 'description' || key === 'photos') return 2;
  if (key === 'locality') return 3;
  return 4;
}

/** Whether `international` is the number the account already proved with a texted code. */
export function isAccountMobile(verifiedMobile: string | null | undefined, international: string) {
  return Boolean(verifiedMobile) && samePhone(verifiedMobile ?? '', international);
}
