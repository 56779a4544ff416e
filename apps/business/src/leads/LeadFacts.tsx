import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { JobAnswer, Lead } from '@quoteway/api-client';
import { formatDollars, WIZARD_OTHER_ANSWER, WIZARD_SPECIFIC_DATE_ANSWER } from '@quoteway/domain';
import { Stack } from '@quoteway/ui';
import { useEffect, useState } from 'react';
import { useConsole } from '../console';
import { factList, factTerm } from '../styles';
import { timeSince } from './timeSince';

/** One wizard answer as text: options, the 'Other' text, the date, the amount. */
function answerText(answer: JobAnswer, formatDate: (iso: string) => string): string {
  const parts = answer.options.flatMap((option) => {
    if (option === WIZARD_OTHER_ANSWER && answer.text) return [];
    if (option === WIZARD_SPECIFIC_DATE_ANSWER && answer.date) return [];
    return [option];
  });
  if (answer.text) parts.push(answer.text);
  if (answer.date) parts.push(formatDate(answer.date));
  if (answer.amountCents !== undefined) parts.push(formatDollars(answer.amountCents));
  return parts.join(', ');
}

/** Everything the customer told about the job (never their contact details). */
export function LeadFacts({ job, noOfQuotes }: { job: Lead; noOfQuotes: number }) {
  const { t, i18n } = useLingui();
  const { api } = useConsole();
  // Answers carry question ids; the profession's questions give their wording.
  const [questions, setQuestions] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    api.profession(job.professionSlug).then(
      (profession) =>
        live && setQuestions(Object.fromEntries(profession.questions.map((q) => [q.id, q.label]))),
      // Without the wording the answers still show, under their question ids.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api, job.professionSlug]);

  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const { locality, region, postcode } = job.location;
  const distance = job.distanceKm;
  const maxQuotes = job.maxQuotes;
  const firstName = job.customer.firstName;

  return (
    <Stack gap="md">
      <dl style={factList}>
        <dt style={factTerm}>
          <Trans>Posted</Trans>
        </dt>
        <dd>{timeSince(job.createdAt, i18n.locale)}</dd>
        <dt style={factTerm}>
          <Trans>Location</Trans>
        </dt>
        <dd>
          {locality}, {region} {postcode}{' '}
          <Plural value={distance} one="(# km from your base)" other="(# km from your base)" />
        </dd>
        <dt style={factTerm}>
          <Trans>Budget</Trans>
        </dt>
        <dd>{job.budgetCents === null ? t`No budget given` : formatDollars(job.budgetCents)}</dd>
        <dt style={factTerm}>
          <Trans>Timing</Trans>
        </dt>
        <dd>{job.timing || t`Not given`}</dd>
        <dt style={factTerm}>
          <Trans>Quotes</Trans>
        </dt>
        <dd>
          <Trans>
            {noOfQuotes} of {maxQuotes} quotes sent
          </Trans>
        </dd>
        <dt style={factTerm}>
          <Trans>Customer</Trans>
        </dt>
        <dd>{firstName}</dd>
      </dl>
      <div>
        <h3>
          <Trans>Description</Trans>
        </h3>
        <p style={{ whiteSpace: 'pre-line' }}>{job.description}</p>
      </div>
      {job.answers.length > 0 ? (
        <div>
          <h3>
            <Trans>Answers</Trans>
          </h3>
          <dl style={factList}>
            {job.answers.map((answer) => (
              <div key={answer.questionId} style={{ display: 'contents' }}>
                <dt style={factTerm}>{questions[answer.questionId] ?? answer.questionId}</dt>
                <dd>{answerText(answer, formatDate)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Stack>
  );
}
