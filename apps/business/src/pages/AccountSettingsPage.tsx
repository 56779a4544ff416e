import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack } from '@quoteway/ui';
import { useConsole } from '../console';
import { BusinessHoursForm } from '../hours/BusinessHoursForm';
import { ProfilePictureField } from '../profile/ProfilePictureField';
import { ServiceAreaForm } from '../serviceArea/ServiceAreaForm';
import { ConsolePage } from './ConsolePage';

/** /leads/settings: the business account's picture, opening hours and service area. */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const { user } = useConsole();
  return (
    <ConsolePage title={t`Account Settings`}>
      {user ? (
        <Stack gap="lg">
          <Card>
            <h2>
              <Trans>Profile picture</Trans>
            </h2>
            <ProfilePictureField />
          </Card>
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
        </Stack>
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </ConsolePage>
  );
}
