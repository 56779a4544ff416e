import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ApiInput,
  type ApiOutput,
  ApiRequestError,
  apiQuery,
  fieldName,
} from '@quoteway/api-client';
import {
  currencyOfCountry,
  dollarsToCents,
  JOB_DESCRIPTION_MIN_LENGTH,
  USER_NAME_MIN_LENGTH,
} from '@quoteway/domain';
import { Button, Stepper } from '@quoteway/ui';
import { isValidEmail, samePhone } from '@quoteway/validation';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  FormStatus,
  internationalPhone,
  useFormFeedback,
  usePhoneMessages,
} from '@quoteway/account-forms/fields';
import { useJobWizardServices } from '../services';
import {
  answerProblem,
  defaultBudget,
  defaultTiming,
  emptyAnswer,
  isAccountMobile,
  jobAnswers,
  localDate,
  questionKey,
  stepOfField,
  wizardFieldOf,
  wizardSteps,
} from './answers';
import { ContactStep } from './ContactStep';
import { DescriptionStep } from './DescriptionStep';
import { answersSummary, prefilledDescription } from './descriptionDraft';
import { LocationStep } from './LocationStep';
import { PostedScreen } from './PostedScreen';
import { ProfessionStep } from './ProfessionStep';
import { QuestionsStep } from './QuestionsStep';
import { ReviewStep } from './ReviewStep';
import { useDirectBusiness } from './useDirectBusiness';
import type { Question } from './wireTypes';
import * as css from './wizard.css';
import { siteCountry, useWizard, type WizardPhoto } from './wizardStore';

const noQuestions: readonly Question[] = [];

/** Every field key in the order the steps show them (focus goes to the first in error). */
function fieldOrder(questions: readonly Question[]): string[] {
  return [
    'profession',
    ...questions.flatMap((q) =>
      (['choice', 'text', 'date', 'amount'] as const).map((part) => questionKey(q.id, part)),
    ),
    'description',
    'photos',
    'locality',
    'userName',
    'email',
    'mobile',
    'code',
  ];
}

/** What posting answered, and whether the job went to the business the customer asked. */
export interface PostedJob {
  /** The posting's answer; its job carries the photos that went up. */
  result: ApiOutput<'postJob'>;
  /** The job was sent to one business as its direct lead (a "Request a quote"). */
  direct: boolean;
  /** Photos chosen that could not be added (the job is live without them). */
  photosFailed: number;
}

export interface JobWizardProps {
  /** The first step's heading takes focus on mount (the customer opened the wizard). */
  focusOnMount?: boolean;
  /**
   * The job is posted. The wizard then says what happens next, unless the app takes the
   * customer elsewhere (the shell opens My Jobs for a signed-in customer).
   */
  onPosted?(posted: PostedJob): void;
}

/**
 * The job posting wizard (/home, /landing-page, /iframehome and the job widget): trade, its
 * questions, description, location, contact with a verified mobile, review. Visitors may
 * post: their texted code makes their account, the job goes live at once, and an e-mail
 * naming it sets the account's password.
 * The home page's search fills the first step and opens it at the second (`focusOnMount`:
 * the step's heading takes focus, so screen readers hear where they are).
 */
export function JobWizard({ focusOnMount = false, onPosted }: JobWizardProps) {
  const { t, i18n } = useLingui();
  const { api, signedIn, user, SignInLink } = useJobWizardServices();
  const phoneText = usePhoneMessages();
  const wizard = useWizard();
  const { step } = wizard;
  const professions = useQuery(apiQuery(api, 'professions'));
  const slug = wizard.profession?.slug ?? '';
  const profession = useQuery({
    ...apiQuery(api, 'profession', { params: { slug } }),
    enabled: slug !== '',
  });
  const questions = profession.data ? profession.data.questions : noQuestions;
  const direct = useDirectBusiness();
  const order = useMemo(() => fieldOrder(questions), [questions]);
  const feedback = useFormFeedback(order);
  const { bindStatus } = feedback;
  const [country] = useState(siteCountry);
  // The job's place is searched in the site's country, so its amounts are in its currency.
  const currency = currencyOfCountry(country);
  const [today] = useState(() => localDate(new Date()));
  const [busy, setBusy] = useState(false);
  const [accountExists, setAccountExists] = useState(false);
  const [posted, setPosted] = useState<{ email: string | null; photosFailed: number } | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [headingFocus, setHeadingFocus] = useState(focusOnMount ? 1 : 0);

  // After Back/Next the step's heading takes focus, so screen readers announce the new step.
  useLayoutEffect(() => {
    if (headingFocus > 0) heading.current?.focus();
  }, [headingFocus]);

  // Asked once, in the trade's questions: the job's budget and timing are those answers.
  const budget = defaultBudget(questions, wizard.answers, currency);
  const timing = defaultTiming(questions, wizard.answers);

  const stepLabels = [t`Trade`, t`Details`, t`Description`, t`Location`, t`Contact`, t`Review`];
  const headings = [
    t`Which trade do you need?`,
    t`About the job`,
    t`Describe the job`,
    t`Where is the job?`,
    t`How can businesses reach you?`,
    t`Check and post your job`,
  ];

  const goTo = (next: number) => {
    feedback.clear();
    setAccountExists(false);
    // Into the description from the questions: it starts as a summary of the answers, unless
    // the customer has written their own.
    if (next === 2 && step === 1) {
      const summary = answersSummary(
        questions,
        wizard.answers,
        (question, answer) => t`${question} ${answer}.`,
        i18n.locale,
      );
      wizard.update({
        description: prefilledDescription(wizard.description, wizard.descriptionSummary, summary),
        descriptionSummary: summary,
      });
    }
    wizard.setStep(next);
    setHeadingFocus((n) => n + 1);
  };

  /** The messages that keep the customer on a step, by field key. */
  function problemsOf(index: number): Record<string, string> {
    const problems: Record<string, string> = {};
    if (index === 0 && !wizard.profession) problems.profession = t`Choose the trade you need.`;
    if (index === 1) {
      for (const question of questions) {
        const problem = answerProblem(
          question,
          wizard.answers[question.id] ?? emptyAnswer,
          today,
          currency,
        );
        if (!problem) continue;
        const key = questionKey(question.id, problem.part);
        if (problem.part === 'choice') problems[key] = t`Choose an answer.`;
        else if (problem.part === 'text') problems[key] = t`Tell us in a few words.`;
        else if (problem.part === 'date') {
          problems[key] =
            problem.code === 'past' ? t`Choose today or a later date.` : t`Choose a date.`;
        } else {
          problems[key] =
            currency === 'INR'
              ? problem.code === 'required'
                ? t`Enter an amount in rupees.`
                : t`Enter an amount in rupees, like 5000 or 12,500.`
              : problem.code === 'required'
                ? t`Enter an amount in dollars.`
                : t`Enter an amount in dollars, like 250 or 99.50.`;
        }
      }
    }
    if (index === 2 && wizard.description.trim().length < JOB_DESCRIPTION_MIN_LENGTH) {
      problems.description = t`Describe the job in at least 10 characters.`;
    }
    if (index === 3 && !wizard.locality) {
      problems.locality = t`Choose your suburb or town from the list.`;
    }
    if (index === 4) {
      if (!signedIn) {
        if (wizard.userName.trim().length < USER_NAME_MIN_LENGTH) {
          problems.userName = t`Enter your name.`;
        }
        const email = wizard.email.trim();
        if (!isValidEmail(email)) {
          problems.email =
            email === '' ? t`Enter your e-mail address.` : t`Enter a valid e-mail address.`;
        }
      }
      const { callingCode, mobile, phone } = wizard;
      const international = internationalPhone(callingCode, mobile);
      const problem = phoneText.problem(callingCode, mobile);
      if (problem) problems.mobile = problem;
      else if (isAccountMobile(user?.verifiedMobile, international)) {
        // The account proved this number before: no new code needed (the server agrees).
      } else if (!phone || !samePhone(phone.mobile, international)) {
        problems.mobile = t`Send a code to your mobile to verify it.`;
      } else if (!phone.verified) {
        problems.code = t`Enter the 6-digit code we texted you, then confirm it.`;
      }
    }
    return problems;
  }

  const next = () => {
    const problems = problemsOf(step);
    if (Object.keys(problems).length > 0) {
      feedback.report({ errors: problems });
      return;
    }
    goTo(step + 1);
  };

  const post = async () => {
    const { profession: chosen, locality, phone } = wizard;
    if (!chosen || !locality) return;
    const answers = jobAnswers(questions, wizard.answers, currency);
    const mobile = internationalPhone(wizard.callingCode, wizard.mobile);
    const email = wizard.email.trim();
    const body: ApiInput<'postJob'>['body'] = {
      professionSlug: chosen.slug,
      answers,
      description: wizard.description.trim(),
      budgetCents: dollarsToCents(budget, currency),
      timing: timing.trim(),
      localityId: locality.id,
      mobile,
      phoneVerificationId:
        phone?.verified && samePhone(phone.mobile, mobile) ? phone.verificationId : undefined,
      poster: signedIn ? undefined : { email, userName: wizard.userName.trim() },
      ...(direct.businessId
        ? {
            businessId: direct.businessId,
            openToOthers: wizard.othersOffered && wizard.openToOthers,
          }
        : {}),
    };
    setBusy(true);
    setAccountExists(false);
    feedback.clear();
    try {
      const posted = await api.postJob({ body });
      // The photos go up once the job exists and is the poster's: a visitor's with the session
      // the posting answered, so nothing is uploaded before someone owns it.
      const { result, photosFailed } = await uploadPhotos(posted, wizard.photos);
      wizard.reset();
      // The wizard stays on screen to say what happens next.
      wizard.update({ started: true });
      setPosted({ email: result.verifyEmail ? email : null, photosFailed });
      onPosted?.({ result, direct: body.businessId !== undefined, photosFailed });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        feedback.report({
          status: {
            tone: 'error',
            text: t`Your job could not be posted. Check your connection and try again.`,
          },
        });
        return;
      }
      if (error.status === 409) {
        setAccountExists(true);
        feedback.report({ status: { tone: 'error', text: error.message } });
        return;
      }
      const errors: Record<string, string> = {};
      for (const { field, message } of error.fields) {
        const key = wizardFieldOf(field, answers);
        if (key && !errors[key]) errors[key] = phoneText.fromServer(message);
      }
      const first = order.find((key) => errors[key]);
      // A missing required answer names the answers as a whole ('body.answers').
      const aboutAnswers = error.fields.find((f) => fieldName(f.field) === 'answers');
      if (first) {
        wizard.setStep(stepOfField(first));
        feedback.report({ errors });
      } else if (aboutAnswers) {
        wizard.setStep(1);
        feedback.report({ status: { tone: 'error', text: aboutAnswers.message } });
      } else {
        feedback.report({ status: { tone: 'error', text: error.message } });
      }
    } finally {
      setBusy(false);
    }
  };

  /** Send the chosen photos one by one; the last answer's job carries them all. */
  const uploadPhotos = async (
    result: ApiOutput<'postJob'>,
    photos: readonly WizardPhoto[],
  ): Promise<{ result: ApiOutput<'postJob'>; photosFailed: number }> => {
    let job = result.job;
    let photosFailed = 0;
    for (const photo of photos) {
      try {
        const answer = await api.addJobPhoto(
          { params: { id: job._id }, file: { blob: photo.file, name: photo.file.name } },
          result.session ? { token: result.session.token } : {},
        );
        job = answer.job;
      } catch {
        photosFailed += 1;
      }
    }
    return { result: { ...result, job }, photosFailed };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === wizardSteps.length - 1) void post();
    else next();
  };

  if (posted !== null) {
    return (
      <PostedScreen
        email={posted.email}
        photosFailed={posted.photosFailed}
        onAnother={() => {
          setPosted(null);
          wizard.update({ started: false });
        }}
      />
    );
  }

  const last = step === wizardSteps.length - 1;
  const stepNumber = step + 1;
  const stepCount = wizardSteps.length;
  return (
    <div className={css.wizard}>
      <Stepper
        label={t`Progress`}
        steps={wizardSteps.map((id, index) => ({ id, label: stepLabels[index] ?? id }))}
        current={step}
        completedLabel={t`(completed)`}
        onStepSelect={goTo}
      />
      <form className={css.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <p className={css.muted}>
          <Trans>
            Step {stepNumber} of {stepCount}
          </Trans>
        </p>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={css.stepHeading}>
          {headings[step]}
        </h2>
        <FormStatus ref={bindStatus} status={feedback.status} />
        {accountExists && (
          <p>
            <Trans>
              Already have an account? <SignInLink>Sign in</SignInLink> and post your job from
              there: your answers are kept.
            </Trans>
          </p>
        )}
        {step === 0 && (
          <ProfessionStep professions={professions} feedback={feedback} direct={direct} />
        )}
        {step === 1 && <QuestionsStep profession={profession} feedback={feedback} today={today} />}
        {step === 2 && <DescriptionStep feedback={feedback} />}
        {step === 3 && <LocationStep feedback={feedback} country={country} />}
        {step === 4 && <ContactStep feedback={feedback} signedIn={signedIn} />}
        {last && (
          <ReviewStep
            questions={questions}
            signedIn={signedIn}
            onChangeStep={goTo}
            directBusiness={direct.name}
            directBusinessGone={direct.gone}
          />
        )}
        <div className={css.actions}>
          {step > 0 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={busy}>
              {t`Back`}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy} disabled={step === 1 && !profession.isSuccess}>
            {last ? t`Post job` : t`Next`}
          </Button>
        </div>
      </form>
    </div>
  );
}
