import type { AnswerInput, AnswerQuestion } from './answers';
import { WIZARD_OTHER_ANSWER } from './constants';

/** How many answers name a job at most ("Leak or burst pipe · House"). */
const JOB_TITLE_MAX_PARTS = 2;

/** What a title's parts are joined with. */
export const JOB_TITLE_SEPARATOR = ' · ';

/** Options that say nothing about the job, so never name it. */
const vagueOption = /^(not sure|other\b)/i;

/**
 * The parts of a job's title: the first chosen option of each of its trade's own questions
 * (single and multiple choice, in the questions' order: the trade asks the most specific
 * first, "What do you need?" then the property), up to JOB_TITLE_MAX_PARTS. Timing, budget and
 * free text never name a job, and neither do 'Other (Please specify)' and 'Not sure'. Each
 * part is a question's English option, so a reader's language can translate it like any
 * reference text. Empty when no answer names the job: the trade's name is then its title.
 */
export function jobTitleParts(
  questions: readonly Pick<AnswerQuestion, 'id' | 'kind' | 'options'>[],
  answers: readonly Pick<AnswerInput, 'questionId' | 'options'>[],
): string[] {
  const parts: string[] = [];
  for (const question of questions) {
    if (parts.length >= JOB_TITLE_MAX_PARTS) break;
    if (question.kind !== 'single' && question.kind !== 'multiple') continue;
    const answer = answers.find((a) => a.questionId === question.id);
    const option = answer?.options.find(
      (o) => o !== WIZARD_OTHER_ANSWER && !vagueOption.test(o) && question.options.includes(o),
    );
    if (option && !parts.includes(option)) parts.push(option);
  }
  return parts;
}

/**
 * A job's title as one English text, for messages that carry it as a value (notifications,
 * e-mails): its title parts joined, or its trade's name when no answer names it (jobs posted
 * before titles). Each part stays a reference text: `jobTitleParts`' reader splits it on
 * JOB_TITLE_SEPARATOR and translates part by part.
 */
export function jobTitleText(parts: readonly string[], tradeName: string): string {
  return parts.length > 0 ? parts.join(JOB_TITLE_SEPARATOR) : tradeName;
}
