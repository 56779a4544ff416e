import { Trans, useLingui } from '@lingui/react/macro';
import { ConsolePage } from './ConsolePage';

/** /leads/my-business-profile: what customers see of the business. */
export function BusinessProfilePage() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t`Business Profile`}>
      <p>
        <Trans>Your public business profile will appear here.</Trans>
      </p>
    </ConsolePage>
  );
}
