// The draft of one answer, apart from the answer rules (answers.ts): the wizard's store is on
// the home page's first screen, the rules (and the phone and amount checks they bring) only in
// the wizard's steps.

/** What the customer has entered for one question (amounts as typed, in dollars). */
export interface AnswerDraft {
  options: string[];
  text: string;
  date: string;
  amount: string;
}

export const emptyAnswer: AnswerDraft = { options: [], text: '', date: '', amount: '' };
