import { useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@quoteway/api-client';
import { ButtonLink, Stack } from '@quoteway/ui';
import { formStyles as css } from '@quoteway/job-wizard';
import { api } from '../api';

/**
 * Sign in (or up) with a provider: plain links, because the provider's pages are a full
 * navigation away. Business users have their own paths (spec section 6).
 */
export function SocialButtons({ as = 'customer' }: { as?: 'customer' | 'business' }) {
  const { t } = useLingui();
  const providers: Array<{ provider: SocialProvider; label: string }> = [
    { provider: 'google', label: t`Continue with Google` },
    { provider: 'linkedin', label: t`Continue with LinkedIn` },
    { provider: 'facebook', label: t`Continue with Facebook` },
  ];
  return (
    <Stack gap="sm">
      <p className={css.divider}>{t`or`}</p>
      {providers.map(({ provider, label }) => (
        <ButtonLink
          key={provider}
          href={api.url(as === 'business' ? 'socialSignInBusiness' : 'socialSignIn', {
            params: { provider },
          })}
          variant="outline"
          fullWidth
        >
          {label}
        </ButtonLink>
      ))}
    </Stack>
  );
}
