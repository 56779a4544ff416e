import type { JobAnswer, Question } from '@quoteway/contracts';
import {
  WIZARD_HOURLY_RATE_ANSWER,
  WIZARD_OTHER_ANSWER,
  WIZARD_SPECIFIC_DATE_ANSWER,
  WIZARD_TOTAL_ANSWER,
} from '@quoteway/domain';
import { FieldRejected } from '../../errors';

/**
 * Check a job's answers against its profession's questions (spec section 3, answer inputs):
 * options must be the question's own, single-choice questions take one, required ones must be
 * answered, 'Other (Please specify)' needs its text, 'Specific date' its date (not in the
 * past), 'Total' / 'Hourly Rate' an amount. Returns the answers in question order.
 */
export function checkAnswers(questions: Question[], answers: JobAnswer[], today: string) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  answers.forEach((answer, i) => {
    const at = `body.answers.${i}`;
    const question = byId.get(answer.questionId);
    if (!question) throw new FieldRejected(`${at}.questionId`, 'is not a question of this trade');
    if (seen.has(question.id)) throw new FieldRejected(`${at}.questionId`, 'is answered twice');
    seen.add(question.id);
    for (const option of answer.options) {
      if (!question.options.includes(option)) {
        throw new FieldRejected(`${at}.options`, `"${option}" is not an option of this question`);
      }
    }
    if (question.kind !== 'multiple' && answer.options.length > 1) {
      throw new FieldRejected(`${at}.options`, 'takes one option');
    }
    if (question.kind === 'text' && question.required && !answer.text) {
      throw new FieldRejected(`${at}.text`, 'is required');
    }
    if (answer.options.includes(WIZARD_OTHER_ANSWER) && !answer.text) {
      throw new FieldRejected(`${at}.text`, 'please specify');
    }
    if (answer.options.includes(WIZARD_SPECIFIC_DATE_ANSWER)) {
      if (!answer.date) throw new FieldRejected(`${at}.date`, 'is required for a specific date');
      if (answer.date < today) throw new FieldRejected(`${at}.date`, 'must not be in the past');
    }
    const priced = answer.options.some(
      (o) => o === WIZARD_TOTAL_ANSWER || o === WIZARD_HOURLY_RATE_ANSWER,
    );
    if (priced && answer.amountCents === undefined) {
      throw new FieldRejected(`${at}.amountCents`, 'is required');
    }
  });
  questions.forEach((question) => {
    if (!question.required || seen.has(question.id)) return;
    throw new FieldRejected('body.answers', `"${question.label}" needs an answer`);
  });
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (question?.kind !== 'text' && answer.options.length === 0 && question?.required) {
      throw new FieldRejected(
        `body.answers.${answers.indexOf(answer)}.options`,
        'choose an option',
      );
    }
  }
  const order = new Map(questions.map((q, i) => [q.id, i]));
  return [...answers].sort(
    (a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0),
  );
}
