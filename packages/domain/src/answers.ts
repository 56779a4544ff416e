import {
  WIZARD_HOURLY_RATE_ANSWER,
  WIZARD_OTHER_ANSWER,
  WIZARD_SPECIFIC_DATE_ANSWER,
  WIZARD_TOTAL_ANSWER,
} from './constants';
import type { CurrencyCode } from './money';

/**
 * Kinds of question in the job wizard. `single` and `multiple` offer options (one may be
 * 'Other (Please specify)'); `timing` offers options (one may be 'Specific date');
 * `budget` offers 'Total' and/or 'Hourly Rate' with an amount; `text` is free text.
 */
export const questionKinds = ['single', 'multiple', 'timing', 'budget', 'text'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** A wizard question, as far as the answer rules go (the contracts' `Question`). */
export interface AnswerQuestion {
  readonly id: string;
  readonly kind: QuestionKind;
  readonly label: string;
  readonly options: readonly string[];
  readonly required: boolean;
}

/**
 * An option as the reader sees it: the API sends each question's options (the stable values
 * answers carry) with `optionLabels` in the reader's language, in the same order.
 */
export function optionLabel(
  question: { readonly options: readonly string[]; readonly optionLabels?: readonly string[] },
  option: string,
): string {
  return question.optionLabels?.[question.options.indexOf(option)] ?? option;
}

/** One answer as the API takes it (the contracts' `JobAnswer`); amounts in cents. */
export interface AnswerInput {
  readonly questionId: string;
  readonly options: readonly string[];
  readonly text?: string | undefined;
  readonly date?: string | undefined;
  readonly amountCents?: number | undefined;
}

/** Which parts an answer carries besides its options. */
export interface AnswerParts {
  text: boolean;
  date: boolean;
  amount: boolean;
}

/**
 * The parts the chosen options ask for (spec section 3, answer inputs): 'Other (Please
 * specify)' a text, 'Specific date' a date, 'Total' and 'Hourly Rate' an amount. A `text`
 * question is its text.
 */
export function answerParts(
  question: Pick<AnswerQuestion, 'kind'>,
  options: readonly string[],
): AnswerParts {
  return {
    text: question.kind === 'text' || options.includes(WIZARD_OTHER_ANSWER),
    date: options.includes(WIZARD_SPECIFIC_DATE_ANSWER),
    amount: options.some(
      (option) => option === WIZARD_TOTAL_ANSWER || option === WIZARD_HOURLY_RATE_ANSWER,
    ),
  };
}

/** What one answer lacks: an option, or a part its options ask for. */
export type AnswerProblem =
  | { part: 'choice'; code: 'required' }
  | { part: 'text'; code: 'required' }
  | { part: 'date'; code: 'required' | 'past' }
  | { part: 'amount'; code: 'required' };

/**
 * What is wrong with one answer, or null. `today` is YYYY-MM-DD (a date before it is in the
 * past). A required question needs an option (a `text` question its text); an optional one
 * may stay empty, but what is given must be complete: an 'Other' needs its text, a 'Specific
 * date' its date, a 'Total' or 'Hourly Rate' its amount.
 */
export function answerProblem(
  question: AnswerQuestion,
  answer: AnswerInput,
  today: string,
): AnswerProblem | null {
  if (question.kind !== 'text' && answer.options.length === 0) {
    return question.required ? { part: 'choice', code: 'required' } : null;
  }
  const parts = answerParts(question, answer.options);
  if (parts.text && !answer.text && (question.kind !== 'text' || question.required)) {
    return { part: 'text', code: 'required' };
  }
  if (parts.date) {
    if (!answer.date) return { part: 'date', code: 'required' };
    if (answer.date < today) return { part: 'date', code: 'past' };
  }
  if (parts.amount && answer.amountCents === undefined) return { part: 'amount', code: 'required' };
  return null;
}

/** Where a job's answers break the rules: the answer (by index) and what is wrong with it. */
export type AnswersProblem =
  | { index: number; code: 'unknown-question' | 'answered-twice' | 'one-option' }
  | { index: number; code: 'not-an-option'; option: string }
  | { index: number; code: 'incomplete'; question: AnswerQuestion; problem: AnswerProblem }
  | { index: null; code: 'unanswered'; question: AnswerQuestion };

export type AnswersCheck<A> =
  | { ok: true; answers: A[] }
  /** `field` is the path of the refused field in the request body, `message` says why. */
  | {
      ok: false;
      problem: AnswersProblem;
      field: string;
      message: string;
      /** Values of the message's `{placeholders}`. */
      values?: Record<string, string>;
    };

const wireFieldOfPart: Record<AnswerProblem['part'], string> = {
  choice: 'options',
  text: 'text',
  date: 'date',
  amount: 'amountCents',
};

/**
 * The body field a problem names and the API's English message for it, a full sentence (a
 * `server` catalog message: the `/*i18n*\/` mark is how Lingui's extractor finds it;
 * `{placeholders}` are filled from `values`).
 */
function refusal(
  problem: AnswersProblem,
  currency: CurrencyCode,
): {
  field: string;
  message: string;
  values?: Record<string, string>;
} {
  if (problem.index === null) {
    return {
      field: 'answers',
      message: /*i18n*/ 'Answer the question "{question}".',
      values: { question: problem.question.label },
    };
  }
  const at = `answers.${problem.index}`;
  switch (problem.code) {
    case 'unknown-question':
      return {
        field: `${at}.questionId`,
        message: /*i18n*/ 'This question is not one of this trade. Reload the page and try again.',
      };
    case 'answered-twice':
      return { field: `${at}.questionId`, message: /*i18n*/ 'This question is answered twice.' };
    case 'not-an-option':
      return {
        field: `${at}.options`,
        message: /*i18n*/ '"{option}" is not one of this question\'s options.',
        values: { option: problem.option },
      };
    case 'one-option':
      return { field: `${at}.options`, message: /*i18n*/ 'Choose only one answer.' };
    case 'incomplete': {
      const { part, code } = problem.problem;
      const field = `${at}.${wireFieldOfPart[part]}`;
      if (part === 'choice') return { field, message: /*i18n*/ 'Choose an answer.' };
      if (part === 'text') {
        return {
          field,
          message:
            problem.question.kind === 'text'
              ? /*i18n*/ 'Answer this question.'
              : /*i18n*/ 'Tell us in a few words.',
        };
      }
      if (part === 'date') {
        return {
          field,
          message:
            code === 'past' ? /*i18n*/ 'Choose today or a later date.' : /*i18n*/ 'Choose a date.',
        };
      }
      // The amount is in the job's currency, the one its site asked it in.
      return {
        field,
        message:
          currency === 'INR'
            ? /*i18n*/ 'Enter an amount in rupees.'
            : /*i18n*/ 'Enter an amount in dollars.',
      };
    }
  }
}

function refuse<A>(problem: AnswersProblem, currency: CurrencyCode): AnswersCheck<A> {
  return { ok: false, problem, ...refusal(problem, currency) };
}

/**
 * Checks a job's answers against its trade's questions (spec section 3): each answers a
 * question of the trade, once, with that question's own options (one, unless it is a
 * `multiple` question) and is complete (`answerProblem`); every required question is
 * answered. Reports the first problem: those of each answer in turn, then a required question
 * not answered, then a required question answered without an option. On success the answers
 * come back in the questions' order. Amounts are in `currency` (the job's): its refusal names it.
 */
export function checkAnswers<A extends AnswerInput>(
  questions: readonly AnswerQuestion[],
  answers: readonly A[],
  today: string,
  currency: CurrencyCode = 'NZD',
): AnswersCheck<A> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  let withoutOption: AnswersProblem | null = null;
  for (const [index, answer] of answers.entries()) {
    const question = byId.get(answer.questionId);
    if (!question) return refuse({ index, code: 'unknown-question' }, currency);
    if (seen.has(question.id)) return refuse({ index, code: 'answered-twice' }, currency);
    seen.add(question.id);
    const option = answer.options.find((chosen) => !question.options.includes(chosen));
    if (option !== undefined) return refuse({ index, code: 'not-an-option', option }, currency);
    if (question.kind !== 'multiple' && answer.options.length > 1) {
      return refuse({ index, code: 'one-option' }, currency);
    }
    const problem = answerProblem(question, answer, today);
    if (problem?.part === 'choice') {
      withoutOption ??= { index, code: 'incomplete', question, problem };
    } else if (problem) {
      return refuse({ index, code: 'incomplete', question, problem }, currency);
    }
  }
  const unanswered = questions.find((question) => question.required && !seen.has(question.id));
  if (unanswered)
    return refuse({ index: null, code: 'unanswered', question: unanswered }, currency);
  if (withoutOption) return refuse(withoutOption, currency);
  const order = new Map(questions.map((question, i) => [question.id, i]));
  return {
    ok: true,
    answers: [...answers].sort(
      (a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0),
    ),
  };
}
