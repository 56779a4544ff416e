import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, PageContainer, useDocumentTitle } from '@quoteway/ui';

/** Shown when a screen fails to load or throws (the router's error element). */
export function ServerErrorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);
  return (
    <PageContainer>
      <h1>
        <Trans>Sorry, server goes wrong</Trans>
      </h1>
      <p>
        <Trans>Please try again in a moment.</Trans>
      </p>
      {/* A full page load: the router itself may be what failed. */}
      <ButtonLink href="/home">{t`Go to Home`}</ButtonLink>
    </PageContainer>
  );
}
