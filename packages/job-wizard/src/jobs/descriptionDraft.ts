import { JOB_DESCRIPTION_MAX_LENGTH, optionLabel, WIZARD_OTHER_ANSWER } from '@quoteway/domain';
import type { AnswerDraft } from './answerDraft';
import type { Question } from './wireTypes';

/**
 * One line of the summary: a question as the customer read it and its answer, in a sentence of
 * the reader's language (the wizard passes a Lingui message, so each language orders them its
 * own way).
 */
export type SummaryLine = (question: string, answer: string) => string;

/**
 * The job's description as the wizard first offers it: a short summary of the answers to the
 * trade's own questions, one line each ("What needs doing? Leaking tap and Blocked drain."),
 * for the customer to keep or change. Timing and budget are left out (the job carries them and
 * the lead shows them); 'Other (Please specify)' is what the customer specified. The questions'
 * labels and options arrive in the customer's language; `locale` joins several options as that
 * language lists things. Empty when no trade question was answered.
 */
export function answersSummary(
  questions: readonly Question[],
  drafts: Readonly<Record<string, AnswerDraft>>,
  line: SummaryLine,
  locale: string,
): string {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const lines: string[] = [];
  for (const question of questions) {
    const draft = drafts[question.id];
    if (!draft) continue;
    let answers: string[] = [];
    if (question.kind === 'single' || question.kind === 'multiple') {
      answers = draft.options.flatMap((option) => {
        if (option !== WIZARD_OTHER_ANSWER) return [optionLabel(question, option)];
        const specified = draft.text.trim();
        return specified ? [specified] : [];
      });
    } else if (question.kind === 'text' && draft.text.trim()) {
      answers = [draft.text.trim()];
    }
    if (answers.length > 0) lines.push(line(question.label.trim(), list.format(answers)));
  }
  return lines.join('\n').slice(0, JOB_DESCRIPTION_MAX_LENGTH);
}

/**
 * The description after the customer leaves the questions: the new summary when the field is
 * empty or still holds the summary offered last time (they have not written their own), what
 * they wrote otherwise.
 */
export function prefilledDescription(
  current: string,
  lastSummary: string,
  summary: string,
): string {
  return current.trim() === '' || current === lastSummary ? summary : current;
}
