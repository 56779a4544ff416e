import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PageContainer, Stack, useDocumentTitle } from '@quoteway/ui';
import { useEffect } from 'react';

/**
 * What a page opened without a network shows (the service worker answers it with the cached
 * console): no data can come, so it says so and tries again once the device is back online.
 */
export function OfflinePage() {
  const { t } = useLingui();
  useDocumentTitle(t`You are offline`);
  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return (
    <PageContainer>
      <Stack gap="md">
        <h1>
          <Trans>You are offline</Trans>
        </h1>
        <p>
          <Trans>
            Quoteway needs a connection to show your leads. This page opens again by itself when
            your device is back online.
          </Trans>
        </p>
        <div>
          <Button onClick={() => window.location.reload()}>{t`Try again`}</Button>
        </div>
      </Stack>
    </PageContainer>
  );
}
