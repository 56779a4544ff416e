import { useLingui } from '@lingui/react/macro';
import { apiQueryKey, type SocialProvider } from '@quoteway/api-client';
import { ButtonLink, Stack } from '@quoteway/ui';
import { formStyles as css } from '@quoteway/account-forms/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** The providers configured on this server: they change with a deployment, not a visit. */
export const socialProvidersQuery = queryOptions({
  queryKey: apiQueryKey('socialProvidersList'),
  queryFn: ({ signal }) => api.socialProvidersList({}, { signal }),
  staleTime: 60 * 60 * 1000,
});

/**
 * Sign in (or up) with a provider: plain links, because the provider's pages are a full
 * navigation away. Business users have their own paths (spec section 6). Only the providers
 * the server has configured are offered (a button that can only fail is worse than none);
 * with none, or until the server has said which, nothing shows, not even the "or".
 */
export function SocialButtons({ as = 'customer' }: { as?: 'customer' | 'business' }) {
  const { t } = useLingui();
  const { data } = useQuery(socialProvidersQuery);
  const configured = data?.providers ?? [];
  const providers: Array<{ provider: SocialProvider; label: string }> = [
    { provider: 'google', label: t`Continue with Google` },
    { provider: 'linkedin', label: t`Continue with LinkedIn` },
    { provider: 'facebook', label: t`Continue with Facebook` },
  ];
  const shown = providers.filter(({ provider }) => configured.includes(provider));
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm">
      <p className={css.divider}>{t`or`}</p>
      {shown.map(({ provider, label }) => (
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
