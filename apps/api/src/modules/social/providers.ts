import type { SocialProvider } from '@quoteway/contracts';
import * as oidc from 'openid-client';
import type { Config } from '../../config';

/** How providers are named to people ("Sign-in with LinkedIn is not available"). */
export const providerLabels: Record<SocialProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

/** How we talk to one provider, read from the configuration. */
export type ProviderSettings =
  | {
      /** OpenID Connect: endpoints found by discovery, identity from the signed ID token. */
      protocol: 'oidc';
      issuer: URL;
      clientId: string;
      clientSecret: string;
      scope: string;
    }
  | {
      /** Plain OAuth 2 (Facebook): configured endpoints, identity from a userinfo call. */
      protocol: 'oauth2';
      authorizeUrl: URL;
      tokenUrl: URL;
      userinfoUrl: URL;
      clientId: string;
      clientSecret: string;
      scope: string;
    };

/** The provider's settings, or null when its client id or secret is not set. */
export function providerSettings(
  config: Config,
  provider: SocialProvider,
): ProviderSettings | null {
  switch (provider) {
    case 'google':
    case 'linkedin': {
      const [issuer, clientId, clientSecret] =
        provider === 'google'
          ? [config.GOOGLE_ISSUER, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET]
          : [config.LINKEDIN_ISSUER, config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET];
      if (!clientId || !clientSecret) return null;
      return {
        protocol: 'oidc',
        issuer: new URL(issuer),
        clientId,
        clientSecret,
        scope: 'openid email profile',
      };
    }
    case 'facebook':
      if (!config.FACEBOOK_CLIENT_ID || !config.FACEBOOK_CLIENT_SECRET) return null;
      return {
        protocol: 'oauth2',
        authorizeUrl: new URL(config.FACEBOOK_AUTHORIZE_URL),
        tokenUrl: new URL(config.FACEBOOK_TOKEN_URL),
        userinfoUrl: new URL(config.FACEBOOK_USERINFO_URL),
        clientId: config.FACEBOOK_CLIENT_ID,
        clientSecret: config.FACEBOOK_CLIENT_SECRET,
        scope: 'email public_profile',
      };
  }
}

/** Seconds before a request to a provider (discovery, token, userinfo, keys) gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * openid-client refuses plain http. A provider on this machine (the local test provider,
 * a developer's mock) is reached over http, and only then is the rule lifted: anywhere
 * else http would expose the authorization code, tokens and client secret on the wire.
 */
function isLoopbackHttp(url: URL): boolean {
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  );
}

/**
 * The openid-client `Configuration` of each provider, made on first use and kept for the
 * life of the app (one discovery per provider per process). A failed discovery is not
 * kept, so the next sign-in tries again.
 */
export function providerConfigurations() {
  const cache = new Map<SocialProvider, Promise<oidc.Configuration>>();

  async function create(settings: ProviderSettings): Promise<oidc.Configuration> {
    if (settings.protocol === 'oidc') {
      return oidc.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: isLoopbackHttp(settings.issuer) ? [oidc.allowInsecureRequests] : [],
      });
    }
    // Facebook publishes no discovery document; its endpoints are configured instead.
    const configuration = new oidc.Configuration(
      {
        issuer: settings.authorizeUrl.origin,
        authorization_endpoint: settings.authorizeUrl.href,
        token_endpoint: settings.tokenUrl.href,
      },
      settings.clientId,
      settings.clientSecret,
    );
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    const urls = [settings.authorizeUrl, settings.tokenUrl, settings.userinfoUrl];
    if (urls.every(isLoopbackHttp)) oidc.allowInsecureRequests(configuration);
    return configuration;
  }

  return {
    /** The provider's configuration, discovering it on first use. */
    get(provider: SocialProvider, settings: ProviderSettings): Promise<oidc.Configuration> {
      let pending = cache.get(provider);
      if (!pending) {
        pending = create(settings);
        cache.set(provider, pending);
        pending.catch(() => cache.delete(provider));
      }
      return pending;
    },
  };
}

export type ProviderConfigurations = ReturnType<typeof providerConfigurations>;
