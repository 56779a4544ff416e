import { AccountSettings, ProfilePictureField } from '@quoteway/business';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, TextLink } from '@quoteway/ui';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';
import { SimplePage } from './SimplePage';

/** /my-jobs/:tabId?/:expandedId?: the customer's jobs (apps/shell/src/jobs). */
export { MyJobsPage } from '../jobs/MyJobsPage';

/** /inbox and /chat/:senderId/:receiverId/:jobId: conversations (apps/shell/src/chat). */
export { InboxPage } from '../chat/InboxPage';

/**
 * /settings: the customer's settings: the profile picture (and, for a social account, how to
 * set a password), then the account (the same settings a business has at /leads/settings).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const hasPassword = useSession((s) => s.user?.hasPassword);
  return (
    <SimplePage title={t`Settings`}>
      <Stack gap="lg">
        <Card>
          <h2>
            <Trans>Profile picture</Trans>
          </h2>
          <ProfilePictureField />
          {hasPassword === false && (
            <p>
              <Trans>
                You sign in with a social account.{' '}
                <TextLink as={RouterLink} href="/set-password">
                  Set a password
                </TextLink>{' '}
                to sign in with your e-mail address too.
              </Trans>
            </p>
          )}
        </Card>
        <AccountSettings />
      </Stack>
    </SimplePage>
  );
}
