import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, PageContainer, useDocumentTitle } from '@quoteway/ui';
import { RouterLink } from '../RouterLink';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PageContainer>
      <h1>
        <Trans>Oops, an error has occurred. Page not found!</Trans>
      </h1>
      <ButtonLink as={RouterLink} href="/home">
        {t`Go to Home`}
      </ButtonLink>
    </PageContainer>
  );
}
