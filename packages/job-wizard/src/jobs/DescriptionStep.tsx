import { useLingui } from '@lingui/react/macro';
import { JOB_DESCRIPTION_MAX_LENGTH } from '@quoteway/domain';
import { TextArea } from '@quoteway/ui';
import { PhotosField } from './PhotosField';
import type { WizardFeedback } from './wizardFeedback';
import { useWizard } from './wizardStore';

interface DescriptionStepProps {
  feedback: WizardFeedback;
}

/**
 * Step 3: what the job is, in the customer's words: the one place the wizard asks for free
 * text (the trade's questions no longer end with "Anything else the tradie should know?").
 * The budget and the timing are not asked here: the trade's questions asked them. Photos go
 * beside the words, optional: what a business looks at to quote. It starts as a summary of the
 * answers (`answersSummary`), the customer's to keep or change.
 */
export function DescriptionStep({ feedback }: DescriptionStepProps) {
  const { t } = useLingui();
  const description = useWizard((s) => s.description);
  // Still the summary of the answers the wizard wrote: say so, and that it is theirs to change.
  const prefilled = useWizard(
    (s) => s.descriptionSummary !== '' && s.description === s.descriptionSummary,
  );
  const update = useWizard((s) => s.update);
  const { errors, bindField, setFieldError } = feedback;
  return (
    <>
      <TextArea
        ref={bindField('description')}
        label={t`Job description`}
        name="description"
        hint={
          prefilled
            ? t`We started it from your answers. Change it, and add anything else a business should know before quoting (access, pets, parking).`
            : t`What needs doing, and anything else a business should know before quoting (access, pets, parking). At least 10 characters.`
        }
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
      <PhotosField feedback={feedback} />
    </>
  );
}
