import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { JobAnswer } from '@quoteway/api-client';
import type { Question } from './wireTypes';
import { optionLabel } from '@quoteway/domain';
import { Button } from '@quoteway/ui';
import { type ReactNode, useId } from 'react';
import { internationalPhone, localityLabel, shownPhone } from '@quoteway/account-forms/fields';
import { jobAnswers } from './answers';
import { OpenToOthersChoice, RequestAudience } from './RequestAudience';
import * as css from './wizard.css';
import { useWizardMoney } from './useWizardMoney';
import { useWizard } from './wizardStore';

interface ReviewStepProps {
  questions: readonly Question[];
  signedIn: boolean;
  onChangeStep(step: number): void;
  /** The business the customer asked for a quote, once its name is known. */
  directBusiness: string | null;
  /** The business asked for is no longer listed. */
  directBusinessGone: boolean;
}

/** Step 6: everything the customer entered, each part with a way back to change it. */
export function ReviewStep({
  questions,
  signedIn,
  onChangeStep,
  directBusiness,
  directBusinessGone,
}: ReviewStepProps) {
  const { t } = useLingui();
  const wizard = useWizard();
  const money = useWizardMoney();
  const answers = jobAnswers(questions, wizard.answers, money.currency);
  const notGiven = t`Not given`;
  const number = shownPhone(
    wizard.phone?.verified
      ? wizard.phone.mobile
      : internationalPhone(wizard.callingCode, wizard.mobile),
  );
  return (
    <>
      {directBusiness && <DirectBusiness />}
      {directBusinessGone && (
        <p role="status" className={css.muted}>
          <Trans>
            The business you asked for is no longer listed, so your job goes to every matching
            business.
          </Trans>
        </p>
      )}
      <ReviewSection title={t`Trade`} onChange={() => onChangeStep(0)}>
        <Row term={t`Trade`} value={wizard.profession?.name ?? notGiven} />
      </ReviewSection>
      {answers.length > 0 && (
        <ReviewSection title={t`Your answers`} onChange={() => onChangeStep(1)}>
          {answers.map((answer) => {
            const question = questions.find((q) => q.id === answer.questionId);
            return question ? (
              <Row
                key={answer.questionId}
                term={question.label}
                value={answerText(question, answer, money.format)}
              />
            ) : null;
          })}
        </ReviewSection>
      )}
      <ReviewSection title={t`The job`} onChange={() => onChangeStep(2)}>
        <Row term={t`Description`} value={wizard.description.trim()} />
        <Row
          term={t`Photos`}
          value={
            wizard.photos.length === 0 ? (
              t`None`
            ) : (
              <Plural value={wizard.photos.length} one="# photo" other="# photos" />
            )
          }
        />
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
          value={wizard.phone?.verified ? <Trans>{number} (verified)</Trans> : number}
        />
      </ReviewSection>
    </>
  );
}

/**
 * The business whose "Request a quote" started the job: it gets the job alone unless the
 * customer ticks the choice to let others quote (where the widget offers it).
 */
function DirectBusiness() {
  const { t } = useLingui();
  const id = useId();
  const othersOffered = useWizard((s) => s.othersOffered);
  const update = useWizard((s) => s.update);
  return (
    <section aria-labelledby={id} className={css.reviewSection}>
      <div className={css.reviewHeader}>
        <h3 id={id} className={css.reviewTitle}>
          <Trans>Requested business</Trans>
        </h3>
        <Button
          variant="text"
          size="sm"
          onClick={() => update({ businessId: null, openToOthers: false })}
          describedBy={id}
        >
          {t`Remove`}
        </Button>
      </div>
      <RequestAudience className={css.muted} />
      {othersOffered && <OpenToOthersChoice />}
    </section>
  );
}

/** One answer as the customer gave it: the options, then any text, date or amount. */
function answerText(
  question: Question,
  answer: JobAnswer,
  formatMoney: (cents: number) => string,
): string {
  const parts = [answer.options.map((option) => optionLabel(question, option)).join(', ')];
  if (answer.text) parts.push(answer.text);
  if (answer.date) parts.push(answer.date);
  if (answer.amountCents !== undefined) parts.push(formatMoney(answer.amountCents));
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
