import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@quoteway/ui';
import { useDirectBusiness } from './useDirectBusiness';
import { useWizard } from './wizardStore';

// Who gets a job, said in one voice: the home and landing pages, every step of the wizard,
// its review and the job widget all use these messages, so the page can never say "only
// Waitemata Plumbing" while the wizard says "up to five businesses".

interface RequestAudienceProps {
  /** The paragraph's class (each place sets its own type size). */
  className?: string;
}

/**
 * Who will see the job: the business asked alone, that business and up to 4 others (the
 * customer ticked "Also let up to 4 other local businesses quote"), or, for a job asked of
 * no business, up to five matching businesses.
 */
export function RequestAudience({ className }: RequestAudienceProps) {
  const { name } = useDirectBusiness();
  const openToOthers = useWizard((s) => s.openToOthers);
  return (
    // `data-request-audience` lets the browser test compare every place that says it.
    <p className={className} aria-live="polite" data-request-audience="">
      {name === null ? (
        <Trans>
          Post your job for free. Up to five local businesses quote, and you choose who to hire.
        </Trans>
      ) : openToOthers ? (
        <Trans>
          <span dir="auto">{name}</span> and up to 4 other local businesses can quote. You choose
          who to hire.
        </Trans>
      ) : (
        <Trans>
          Only <span dir="auto">{name}</span> gets your request. No other business sees it.
        </Trans>
      )}
    </p>
  );
}

/**
 * The explicit choice, unticked by default: a customer who asked one business did not ask its
 * competitors, so the job reaches others only when the customer says so.
 */
export function OpenToOthersChoice() {
  const { t } = useLingui();
  const openToOthers = useWizard((s) => s.openToOthers);
  const update = useWizard((s) => s.update);
  return (
    <Checkbox
      label={t`Also let up to 4 other local businesses quote`}
      name="openToOthers"
      checked={openToOthers}
      onChange={(checked) => update({ openToOthers: checked })}
    />
  );
}
