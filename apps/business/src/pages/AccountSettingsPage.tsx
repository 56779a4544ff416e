import { Trans, useLingui } from '@lingui/react/macro';
import { ConsolePage } from './ConsolePage';

/** /leads/settings: the business account's settings and opening hours. */
export function AccountSettingsPage() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t`Account Settings`}>
      <p>
        <Trans>Your account settings and business hours will appear here.</Trans>
      </p>
    </ConsolePage>
  );
}
