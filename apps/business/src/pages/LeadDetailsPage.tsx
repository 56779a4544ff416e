import { Trans, useLingui } from '@lingui/react/macro';
import { ConsolePage } from './ConsolePage';

/** /lead-details/:id/:userId?: one lead and the quote form (business users only). */
export function LeadDetailsPage() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t`Lead details`}>
      <p>
        <Trans>This lead is no longer available.</Trans>
      </p>
    </ConsolePage>
  );
}
