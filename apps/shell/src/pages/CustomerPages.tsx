import { AccountSettings, ProfilePictureCard } from '@quoteway/account-forms/settings';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@quoteway/ui';
import { SimplePage } from './SimplePage';

/** /my-jobs/:tabId?/:expandedId?: the customer's jobs (apps/shell/src/jobs). */
export { MyJobsPage } from '../jobs/MyJobsPage';

/** /inbox and /chat/:senderId/:receiverId/:jobId: conversations (apps/shell/src/chat). */
export { InboxPage } from '../chat/InboxPage';

/**
 * /settings: the customer's settings: the profile picture, then the account (the same
 * settings a business has at /leads/settings; for a social account, its Password section
 * is the link to set a password).
 */
export function SettingsPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Settings`}>
      <Stack gap="lg">
        <ProfilePictureCard />
        {/* A social account's set-password hint is the Password section's (AccountSettings). */}
        <AccountSettings />
      </Stack>
    </SimplePage>
  );
}
