import { useLingui } from '@lingui/react/macro';
import { JOB_DESCRIPTION_MAX_LENGTH, JOB_TIMING_MAX_LENGTH } from '@quoteway/domain';
import { TextArea, TextField } from '@quoteway/ui';
import type { WizardFeedback } from './wizardFeedback';
import { useWizard } from './wizardStore';

interface DescriptionStepProps {
  feedback: WizardFeedback;
  /** The budget and timing shown until the customer edits them (from their answers). */
  budget: string;
  timing: string;
}

/** Step 3: what the job is, the overall budget and when. */
export function DescriptionStep({ feedback, budget, timing }: DescriptionStepProps) {
  const { t } = useLingui();
  const description = useWizard((s) => s.description);
  const update = useWizard((s) => s.update);
  const { errors, bindField, setFieldError } = feedback;
  return (
    <>
      <TextArea
        ref={bindField('description')}
        label={t`Job description`}
        name="description"
        hint={t`What needs doing, and anything a business should know before quoting. At least 10 characters.`}
        required
        rows={6}
        maxLength={JOB_DESCRIPTION_MAX_LENGTH}
        value={description}
        onChange={(event) => {
          update({ description: event.target.value });
          if (errors.description) setFieldError('description', undefined);
        }}
        error={errors.description}
      />
      <TextField
        ref={bindField('budget')}
        label={t`Budget in dollars`}
        name="budget"
        inputMode="decimal"
        autoComplete="off"
        hint={t`Optional. Your overall budget for the job, for example 1500.`}
        value={budget}
        onChange={(event) => {
          update({ budget: event.target.value });
          if (errors.budget) setFieldError('budget', undefined);
        }}
        error={errors.budget}
      />
      <TextField
        ref={bindField('timing')}
        label={t`When do you need it done?`}
        name="timing"
        autoComplete="off"
        maxLength={JOB_TIMING_MAX_LENGTH}
        hint={t`Optional. For example: As soon as possible.`}
        value={timing}
        onChange={(event) => {
          update({ timing: event.target.value });
          if (errors.timing) setFieldError('timing', undefined);
        }}
        error={errors.timing}
      />
    </>
  );
}
