import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { apiQuery, type JobAnswer, type Lead } from '@quoteway/api-client';
import { optionLabel, WIZARD_OTHER_ANSWER, WIZARD_SPECIFIC_DATE_ANSWER } from '@quoteway/domain';
import { Spinner, Stack } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../console';
import { factList, factRow, factTerm, typedText } from '../styles.css';
import { timeSince } from '@quoteway/domain';
import { useSiteMoney } from '../useSiteMoney';

type WizardQuestion = { id: string; label: string; options: string[]; optionLabels?: string[] };

/** One wizard answer as text: options (in the reader's language), the 'Other' text, the date, the amount. */
function answerText(
  answer: JobAnswer,
  question: WizardQuestion | undefined,
  formatDate: (iso: string) => string,
  formatMoney: (cents: number) => string,
): string {
  const parts = answer.options.flatMap((option) => {
    if (option === WIZARD_OTHER_ANSWER && answer.text) return [];
    if (option === WIZARD_SPECIFIC_DATE_ANSWER && answer.date) return [];
    return [question ? optionLabel(question, option) : option];
  });
  if (answer.text) parts.push(answer.text);
  if (answer.date) parts.push(formatDate(answer.date));
  if (answer.amountCents !== undefined) parts.push(formatMoney(answer.amountCents));
  return parts.join(', ');
}

/** Each question (its wording and options' labels) by its id. */
function questionsById(profession: { questions: WizardQuestion[] }) {
  return Object.fromEntries(profession.questions.map((q) => [q.id, q])) as Record<
    string,
    WizardQuestion
  >;
}

/** A lead's "Quotes" fact (in a `<dl>`): how many of the quotes it takes are sent. */
export function QuotesFact({ noOfQuotes, maxQuotes }: { noOfQuotes: number; maxQuotes: number }) {
  return (
    <>
      <dt className={factTerm}>
        <Trans>Quotes</Trans>
      </dt>
      <dd>
        <Trans>
          {noOfQuotes} of {maxQuotes} quotes sent
        </Trans>
      </dd>
    </>
  );
}

/** Everything the customer told about the job (never their contact details). */
export function LeadFacts({ job, noOfQuotes }: { job: Lead; noOfQuotes: number }) {
  const { t, i18n } = useLingui();
  const { api } = useConsole();
  const money = useSiteMoney();
  // The job's amounts are in the currency of the country it is in.
  const formatMoney = (cents: number) => money.format(cents, job.currency);
  // Answers carry question ids; the profession's questions give their wording. While it loads
  // the answers wait (a question id such as "work-type" and an English option are no text for
  // a reader); if it fails they still show, under their question ids.
  const { data: questions = {}, isPending: wordingPending } = useQuery({
    ...apiQuery(api, 'profession', { params: { slug: job.professionSlug } }),
    select: questionsById,
  });

  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const { locality, region, postcode } = job.location;
  const distance = job.distanceKm;
  const firstName = job.customer.firstName;

  return (
    <Stack gap="md">
      <dl className={factList}>
        <dt className={factTerm}>
          <Trans>Trade</Trans>
        </dt>
        <dd>{job.professionName}</dd>
        <dt className={factTerm}>
          <Trans>Posted</Trans>
        </dt>
        <dd>{timeSince(job.createdAt, i18n.locale)}</dd>
        <dt className={factTerm}>
          <Trans>Location</Trans>
        </dt>
        <dd data-value>
          {locality}, {region} {postcode}{' '}
          <Plural value={distance} one="(# km from your base)" other="(# km from your base)" />
        </dd>
        <dt className={factTerm}>
          <Trans>Budget</Trans>
        </dt>
        <dd data-value>
          {job.budgetCents === null ? t`No budget given` : formatMoney(job.budgetCents)}
        </dd>
        <dt className={factTerm}>
          <Trans>Timing</Trans>
        </dt>
        <dd>{job.timing || t`Not given`}</dd>
        <QuotesFact noOfQuotes={noOfQuotes} maxQuotes={job.maxQuotes} />
        <dt className={factTerm}>
          <Trans>Customer</Trans>
        </dt>
        <dd data-value>{firstName}</dd>
      </dl>
      <div>
        <h3>
          <Trans>Description</Trans>
        </h3>
        <p className={typedText}>{job.description}</p>
      </div>
      {job.answers.length > 0 ? (
        <div>
          <h3>
            <Trans>Answers</Trans>
          </h3>
          {wordingPending ? (
            <Spinner label={t`Loading the questions`} />
          ) : (
            <dl className={factList}>
              {job.answers.map((answer) => (
                <div key={answer.questionId} className={factRow}>
                  <dt className={factTerm}>
                    {questions[answer.questionId]?.label ?? answer.questionId}
                  </dt>
                  <dd>
                    {answerText(answer, questions[answer.questionId], formatDate, formatMoney)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ) : null}
    </Stack>
  );
}
