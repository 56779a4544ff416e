import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@quoteway/ui';
import { useState } from 'react';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { AppearanceSection } from './AppearanceSection';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { MobileSection } from './MobileSection';
import { NameSection } from './NameSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { SectionHeadingLevel, SettingsSection } from './SettingsSection';

/**
 * The person's own account, the same for a customer (/settings) and a business
 * (/leads/settings): name, e-mail, mobile, password, language and theme, notifications,
 * signed-in devices, their data, and deleting the account. What only the host can do
 * (switch the language, sign out, the delete dialog) comes through the app's services.
 */
export function AccountSettings({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { user } = useAccountServices();
  if (!user) return null;
  return (
    <SectionHeadingLevel value={headingLevel}>
      {/* Keyed by the user: another account's drafts never show. */}
      <Stack gap="lg" key={user._id}>
        <NameSection user={user} />
        <EmailSection user={user} />
        <MobileSection user={user} />
        <PasswordSection user={user} />
        <AppearanceSection user={user} />
        <NotificationsSection />
        <SessionsSection />
        <DataSection />
        <DeleteSection />
      </Stack>
    </SectionHeadingLevel>
  );
}

/** Delete the account, with the host's confirmation dialog. */
function DeleteSection() {
  const { t } = useLingui();
  const { DeleteAccountDialog } = useAccountServices();
  const [open, setOpen] = useState(false);
  if (!DeleteAccountDialog) return null;
  return (
    <SettingsSection title={t`Delete account`}>
      <p className={css.text}>
        <Trans>
          Deleting your account signs you out on every device, and it cannot be undone here.
        </Trans>
      </p>
      <div className={css.actions}>
        <Button color="error" variant="outline" onClick={() => setOpen(true)}>
          {t`Delete my account`}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SettingsSection>
  );
}
