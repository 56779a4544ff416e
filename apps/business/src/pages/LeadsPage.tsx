import { Trans, useLingui } from '@lingui/react/macro';
import { ConsolePage } from './ConsolePage';

/** /leads/tab/:tabId?: new, quoted and draft leads. */
export function LeadsPage() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t`Leads`}>
      <p>
        <Trans>No leads yet. New jobs that match your trade and area will appear here.</Trans>
      </p>
    </ConsolePage>
  );
}
