import { Trans, useLingui } from '@lingui/react/macro';
import type { JobAnswer } from '@quoteway/api-client';
import type { Question } from './wireTypes';
import { dollarsToCents, formatDollars } from '@quoteway/domain';
import { Button } from '@quoteway/ui';
import { type ReactNode, useId } from 'react';
import { localityLabel } from '../useLocalitySearch';
import { jobAnswers } from './answers';
import * as css from './wizard.css';
import { useWizard } from './wizardStore';

interface ReviewStepProps {
  questions: readonly Question[];
  signedIn: boolean;
  /** The budget and timing that will be sent (edited, or from the answers). */
  budget: string;
  timing: string;
  onChangeStep(step: number): void;
}

/** Step 6: everything the customer entered, each part with a way back to change it. */
export function ReviewStep({ questions, signedIn, budget, timing, onChangeStep }: ReviewStepProps) {
  const { t } = useLingui();
  const wizard = useWizard();
  const answers = jobAnswers(questions, wizard.answers);
  const budgetCents = dollarsToCents(budget);
  const notGiven = t`Not given`;
  return (
    <>
      <ReviewSection title={t`Trade`} onChange={() => onChangeStep(0)}>
        <Row term={t`Trade`} value={wizard.profession?.name ?? notGiven} />
      </ReviewSection>
      {answers.length > 0 && (
        <ReviewSection title={t`Your answers`} onChange={() => onChangeStep(1)}>
          {answers.map((answer) => {
            const question = questions.find((q) => q.id === answer.questionId);
            return question ? (
              <Row key={answer.questionId} term={question.label} value={answerText(answer)} />
            ) : null;
          })}
        </ReviewSection>
      )}
      <ReviewSection title={t`The job`} onChange={() => onChangeStep(2)}>
        <Row term={t`Description`} value={wizard.description.trim()} />
        <Row
          term={t`Budget`}
          value={budgetCents === null ? notGiven : formatDollars(budgetCents)}
        />
        <Row term={t`When`} value={timing.trim() || notGiven} />
      </ReviewSection>
      <ReviewSection title={t`Location`} onChange={() => onChangeStep(3)}>
        <Row
          term={t`Suburb or town`}
          value={wizard.locality ? localityLabel(wizard.locality) : notGiven}
        />
      </ReviewSection>
      <ReviewSection title={t`Contact`} onChange={() => onChangeStep(4)}>
        {!signedIn && <Row term={t`Your name`} value={wizard.userName.trim()} />}
        {!signedIn && <Row term={t`E-mail address`} value={wizard.email.trim()} />}
        <Row
          term={t`Mobile number`}
          value={
            wizard.phone?.verified ? (
              <Trans>{wizard.phone.mobile} (verified)</Trans>
            ) : (
              `${wizard.callingCode} ${wizard.mobile}`
            )
          }
        />
      </ReviewSection>
    </>
  );
}

/** One answer as the customer gave it: the options, then any text, date or amount. */
function answerText(answer: JobAnswer): string {
  const parts = [answer.options.join(', ')];
  if (answer.text) parts.push(answer.text);
  if (answer.date) parts.push(answer.date);
  if (answer.amountCents !== undefined) parts.push(formatDollars(answer.amountCents));
  return parts.filter(Boolean).join(': ');
}

function ReviewSection({
  title,
  onChange,
  children,
}: {
  title: string;
  onChange(): void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id} className={css.reviewSection}>
      <div className={css.reviewHeader}>
        <h3 id={id} className={css.reviewTitle}>
          {title}
        </h3>
        <Button variant="text" size="sm" onClick={onChange} describedBy={id}>
          {t`Change`}
        </Button>
      </div>
      <dl className={css.summary}>{children}</dl>
    </section>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className={css.summaryRow}>
      <dt className={css.summaryTerm}>{term}</dt>
      <dd className={css.summaryValue}>{value}</dd>
    </div>
  );
}
