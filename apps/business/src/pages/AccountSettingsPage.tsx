import { Trans, useLingui } from '@lingui/react/macro';
import { AccountSettings, ProfilePictureCard } from '@quoteway/account-forms/settings';
import { Card, Stack } from '@quoteway/ui';
import { LeadAlertsCard } from '../alerts/LeadAlertsCard';
import { useConsole } from '../console';
import { BusinessHoursForm } from '../hours/BusinessHoursForm';
import { ServiceAreaForm } from '../serviceArea/ServiceAreaForm';
import { ConsolePage } from './ConsolePage';

/**
 * /leads/settings: the business account's picture, opening hours, service area and lead alerts
 * on its devices, then the account itself (the same settings a customer has at /settings).
 */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const { user } = useConsole();
  return (
    <ConsolePage title={t`Account Settings`}>
      {user ? (
        <Stack gap="lg">
          <ProfilePictureCard />
          <Card>
            <h2>
              <Trans>Business hours</Trans>
            </h2>
            <BusinessHoursForm key={user._id} />
          </Card>
          <Card>
            <h2>
              <Trans>Service area</Trans>
            </h2>
            <ServiceAreaForm key={user._id} />
          </Card>
          <LeadAlertsCard />
          <section aria-labelledby="account-settings-heading">
            <Stack gap="md">
              <h2 id="account-settings-heading">
                <Trans>Account</Trans>
              </h2>
              <AccountSettings headingLevel={3} />
            </Stack>
          </section>
        </Stack>
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </ConsolePage>
  );
}
