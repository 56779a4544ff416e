import { Trans, useLingui } from '@lingui/react/macro';
import type { Profession, Question } from './wireTypes';
import {
  ANSWER_TEXT_MAX_LENGTH,
  answerParts,
  optionLabel,
  WIZARD_HOURLY_RATE_ANSWER,
} from '@quoteway/domain';
import { Choice, ChoiceGroup, Spinner, TextArea, TextField } from '@quoteway/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { formStyles as forms } from '@quoteway/account-forms/fields';
import { type AnswerDraft, emptyAnswer, questionKey } from './answers';
import type { WizardFeedback } from './wizardFeedback';
import * as css from './wizard.css';
import { useWizardMoney } from './useWizardMoney';
import { useWizard } from './wizardStore';

interface QuestionsStepProps {
  profession: UseQueryResult<Profession>;
  feedback: WizardFeedback;
  /** YYYY-MM-DD: the earliest date a 'Specific date' may be. */
  today: string;
}

/** Step 2: the chosen trade's questions. */
export function QuestionsStep({ profession, feedback, today }: QuestionsStepProps) {
  const { t } = useLingui();
  const answers = useWizard((s) => s.answers);
  const updateAnswer = useWizard((s) => s.updateAnswer);

  if (profession.isLoading) return <Spinner label={t`Loading the questions`} />;
  if (!profession.data) {
    return (
      <p role="alert" className={forms.error}>
        <Trans>The questions could not be loaded. Please reload the page.</Trans>
      </p>
    );
  }
  const { questions } = profession.data;
  if (questions.length === 0) {
    return (
      <p className={css.muted}>
        <Trans>There are no questions for this trade. Press Next.</Trans>
      </p>
    );
  }
  return (
    <>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          draft={answers[question.id] ?? emptyAnswer}
          today={today}
          feedback={feedback}
          onChange={(change) => {
            updateAnswer(question.id, change);
            for (const part of ['choice', 'text', 'date', 'amount'] as const) {
              const key = questionKey(question.id, part);
              if (feedback.errors[key]) feedback.setFieldError(key, undefined);
            }
          }}
        />
      ))}
    </>
  );
}

interface QuestionFieldProps {
  question: Question;
  draft: AnswerDraft;
  today: string;
  feedback: WizardFeedback;
  onChange(change: Partial<AnswerDraft>): void;
}

/**
 * One question: radios for single, timing and budget questions, checkboxes for multiple,
 * a text area for text. 'Other (Please specify)' asks for text, 'Specific date' for a
 * date, 'Total' and 'Hourly Rate' for an amount in the site's currency (dollars, or rupees
 * in India). The question and its options
 * are data, each in its own direction: an English "?" stays at the end on an Arabic page.
 */
function QuestionField({ question, draft, today, feedback, onChange }: QuestionFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { errors, bindField } = feedback;
  const rupees = useWizardMoney().currency === 'INR';
  const key = (part: 'choice' | 'text' | 'date' | 'amount') => questionKey(question.id, part);

  if (question.kind === 'text') {
    return (
      <TextArea
        ref={bindField(key('text'))}
        // First-strong isolate: the label takes its own direction, as the legends below do.
        label={`\u2068${question.label}\u2069`}
        name={key('text')}
        required={question.required}
        value={draft.text}
        onChange={(event) => onChange({ text: event.target.value })}
        maxLength={ANSWER_TEXT_MAX_LENGTH}
        error={errors[key('text')]}
      />
    );
  }

  const multiple = question.kind === 'multiple';
  const parts = answerParts(question, draft.options);
  const choiceError = errors[key('choice')];
  const errorId = `${id}-error`;
  const toggle = (option: string, checked: boolean) => {
    if (!multiple) return onChange({ options: [option] });
    const options = checked
      ? [...draft.options, option]
      : draft.options.filter((chosen) => chosen !== option);
    // Keep the question's order, whatever order the boxes were ticked in.
    onChange({ options: question.options.filter((o) => options.includes(o)) });
  };

  return (
    <div className={forms.field}>
      <ChoiceGroup
        legend={<span dir="auto">{question.label}</span>}
        role={multiple ? 'group' : 'radiogroup'}
        required={question.required}
        error={choiceError}
        errorId={errorId}
      >
        {question.options.map((option, index) => (
          <Choice
            key={option}
            ref={index === 0 ? bindField(key('choice')) : undefined}
            type={multiple ? 'checkbox' : 'radio'}
            name={key('choice')}
            value={option}
            label={<span dir="auto">{optionLabel(question, option)}</span>}
            checked={draft.options.includes(option)}
            onChange={(checked) => toggle(option, checked)}
            invalid={multiple && Boolean(choiceError)}
            describedBy={errorId}
          />
        ))}
      </ChoiceGroup>
      {(parts.text || parts.date || parts.amount) && (
        <div className={css.followUp}>
          {parts.text && (
            <TextArea
              ref={bindField(key('text'))}
              label={t`Please specify`}
              name={key('text')}
              required
              rows={2}
              value={draft.text}
              onChange={(event) => onChange({ text: event.target.value })}
              maxLength={ANSWER_TEXT_MAX_LENGTH}
              error={errors[key('text')]}
            />
          )}
          {parts.date && (
            <TextField
              ref={bindField(key('date'))}
              type="date"
              label={t`Date`}
              name={key('date')}
              required
              min={today}
              value={draft.date}
              onChange={(event) => onChange({ date: event.target.value })}
              error={errors[key('date')]}
            />
          )}
          {parts.amount && (
            <TextField
              ref={bindField(key('amount'))}
              label={
                draft.options.includes(WIZARD_HOURLY_RATE_ANSWER)
                  ? rupees
                    ? t`Hourly rate in rupees`
                    : t`Hourly rate in dollars`
                  : rupees
                    ? t`Total budget in rupees`
                    : t`Total budget in dollars`
              }
              name={key('amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              value={draft.amount}
              onChange={(event) => onChange({ amount: event.target.value })}
              error={errors[key('amount')]}
            />
          )}
        </div>
      )}
    </div>
  );
}
