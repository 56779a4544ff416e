import type { SocialProvider, UserType } from '@quoteway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Clock } from '../../infra/clock';
import type { Config } from '../../config';
import { type Database, isUniqueViolation, type Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import {
  type AccountRepository,
  accountRepository,
  type SessionStore,
  type UserRow,
} from '../auth';
import {
  identityFromFacebook,
  identityFromIdToken,
  type ProviderIdentity,
  userNameFor,
} from './identity';
import {
  type ProviderConfigurations,
  type ProviderSettings,
  providerConfigurations,
  providerLabels,
  providerSettings,
} from './providers';
import { type SocialRepository, socialRepository } from './repository';
import { type SocialRefusal, socialProviders } from '@quoteway/contracts';

type SocialOutcome = { token: string } | { refused: SocialRefusal };

export interface SocialSignInDeps {
  db: Database;
  config: Config;
  clock: Clock;
  sessions: SessionStore;
  /** Defaults to the account repository on `db`. */
  accounts?: AccountRepository;
  /** Defaults to the social repository on `db`. */
  social?: SocialRepository;
  /** Defaults to discovering each provider on first use and keeping it for the app's life. */
  providers?: ProviderConfigurations;
}

/** Where the provider's answer comes back to: the callback URL as the browser sees it. */
interface CallbackRequest {
  /** The site's public origin (PUBLIC_URL, else the request's own). */
  origin: string;
  /** The query string the provider sent, with its `?`. */
  search: string;
  /** The browser's User-Agent, kept with the session to describe it in settings. */
  userAgent?: string | undefined;
}

/** How long someone may spend at the provider between leaving and coming back. */
const STATE_LIFETIME_MS = 10 * 60_000;

/** Provider errors that mean the person declined (LinkedIn has its own words for it). */
const CANCELLED = new Set(['access_denied', 'user_cancelled_login', 'user_cancelled_authorize']);

/** The redirect_uri registered at every provider: one callback per provider for both user types. */
function callbackUrl(origin: string, provider: SocialProvider): URL {
  return new URL(`/api/auth/${provider}/callback`, origin);
}

/**
 * Social sign-in and sign-up: authorization code flow with PKCE, state and (OpenID Connect)
 * nonce; the provider's identity is matched to an account or makes a new one.
 */
export function socialSignInService(deps: SocialSignInDeps) {
  const { db, config, clock, sessions } = deps;
  const accounts = deps.accounts ?? accountRepository(db);
  const social = deps.social ?? socialRepository(db);
  const providers = deps.providers ?? providerConfigurations();

  function settingsOf(provider: SocialProvider): ProviderSettings {
    const settings = providerSettings(config, provider);
    if (!settings)
      throw new NotFoundError(/*i18n*/ 'Sign-in with {provider} is not available', {
        provider: providerLabels[provider],
      });
    return settings;
  }

  async function readIdentity(
    settings: ProviderSettings,
    configuration: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ): Promise<ProviderIdentity | null> {
    if (settings.protocol === 'oidc') return identityFromIdToken(tokens.claims() ?? {});
    const response = await oidc.fetchProtectedResource(
      configuration,
      tokens.access_token,
      settings.userinfoUrl,
      'GET',
    );
    if (!response.ok) throw new Error(`userinfo answered HTTP ${response.status}`);
    return identityFromFacebook((await response.json()) as Record<string, unknown>);
  }

  function statusRefusal(user: UserRow): SocialOutcome | null {
    if (user.status === 'DELETED') return { refused: 'deleted' };
    if (user.status === 'SPAM') return { refused: 'spam' };
    return null;
  }

  /** Find or make the account of this identity and start a session, all in one transaction. */
  async function signIn(
    tx: Queryable,
    provider: SocialProvider,
    identity: ProviderIdentity,
    userType: UserType,
    userAgent: string | undefined,
  ): Promise<SocialOutcome> {
    const link = { provider, providerUserId: identity.subject };
    let user = await social.findLinkedUser(provider, identity.subject, tx);
    if (!user) {
      const { email } = identity;
      if (!email) return { refused: 'no-email' };
      // An unverified address may be someone else's: linking it would hand over their
      // account, and an account made from it would later be linked into by its real owner.
      if (!identity.emailVerified) return { refused: 'email-unverified' };
      const existing = await accounts.findByEmail(email, tx);
      if (existing) {
        const refusal = statusRefusal(existing);
        if (refusal) return refusal;
        await social.insertLink({ ...link, userId: existing.id }, tx);
        user =
          existing.status === 'PENDING'
            ? // The provider proved the address, which the pending account never did. Its
              // password was chosen by whoever registered the address, maybe not its owner,
              // so it goes: the owner can set one, or use "forgot password".
              await accounts.updateUser(
                existing.id,
                { status: 'ACTIVE', verifiedAt: clock.now(), passwordHash: null },
                tx,
              )
            : existing;
      } else {
        user = await accounts.insertUser(
          {
            email,
            userName: userNameFor({ ...identity, email }),
            userType,
            status: 'ACTIVE',
            verifiedAt: clock.now(),
            passwordHash: null,
          },
          tx,
        );
        await social.insertLink({ ...link, userId: user.id }, tx);
      }
    }
    const refusal = statusRefusal(user);
    if (refusal) return refusal;
    return { token: await sessions.issue(user.id, tx, userAgent) };
  }

  return {
    /** The providers whose client id and secret are set: only their buttons are shown. */
    configured(): SocialProvider[] {
      return socialProviders.filter((provider) => providerSettings(config, provider) !== null);
    },

    /**
     * Begin a sign-in: remember state, PKCE verifier and nonce for ten minutes and return
     * the provider's authorization URL; `unavailable` for an unconfigured provider.
     */
    async start(
      provider: SocialProvider,
      userType: UserType,
      origin: string,
      log: FastifyBaseLogger,
    ): Promise<{ authorizationUrl: URL } | { refused: SocialRefusal }> {
      // A provider without client id and secret: the browser is on a navigation, so it goes
      // back to the sign-in page with the reason rather than to a JSON error.
      const settings = providerSettings(config, provider);
      if (!settings) return { refused: 'unavailable' };
      let configuration: oidc.Configuration;
      try {
        configuration = await providers.get(provider, settings);
      } catch (error) {
        log.error(
          { provider, failure: describe(error) },
          'social sign-in: provider discovery failed',
        );
        return { refused: 'unavailable' };
      }
      const state = oidc.randomState();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const now = clock.now();
      await social.deleteExpiredStates(now);
      await social.saveState({
        state,
        provider,
        codeVerifier,
        nonce,
        userType,
        expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
      });
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(origin, provider).href,
        scope: settings.scope,
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Only an ID token carries the nonce back; Facebook's plain OAuth 2 has none.
        ...(settings.protocol === 'oidc' ? { nonce } : {}),
      });
      return { authorizationUrl };
    },

    /** The provider sent the browser back: check the state, exchange the code, sign in. */
    async finish(
      provider: SocialProvider,
      callback: CallbackRequest,
      log: FastifyBaseLogger,
    ): Promise<SocialOutcome> {
      const params = new URLSearchParams(callback.search);
      const stateParam = params.get('state');
      // Taken out whatever happens next: a state is good for one answer only.
      const pending = stateParam ? await social.takeState(stateParam) : undefined;

      const providerError = params.get('error');
      if (providerError) {
        if (CANCELLED.has(providerError)) return { refused: 'cancelled' };
        log.warn({ provider, error: providerError }, 'social sign-in: provider answered an error');
        return { refused: 'failed' };
      }
      if (!pending || pending.provider !== provider || pending.expiresAt <= clock.now()) {
        log.info({ provider }, 'social sign-in: unknown, expired or foreign state');
        return { refused: 'failed' };
      }

      let found: ProviderIdentity | null;
      try {
        const settings = settingsOf(provider);
        const configuration = await providers.get(provider, settings);
        const currentUrl = callbackUrl(callback.origin, provider);
        currentUrl.search = callback.search;
        // The library checks state and nonce again, sends the verifier, and verifies the
        // ID token's signature, issuer, audience and expiry against the discovered keys.
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          ...(settings.protocol === 'oidc' ? { expectedNonce: pending.nonce } : {}),
        });
        found = await readIdentity(settings, configuration, tokens);
      } catch (error) {
        log.warn({ provider, failure: describe(error) }, 'social sign-in: code exchange failed');
        return { refused: 'failed' };
      }
      if (!found) {
        log.warn({ provider }, 'social sign-in: the provider sent no subject');
        return { refused: 'failed' };
      }
      const identity = found;

      const { userType } = pending;
      const attempt = () =>
        db.transaction((tx) => signIn(tx, provider, identity, userType, callback.userAgent));
      try {
        return await attempt();
      } catch (error) {
        // The same person signing in twice at once: the other request made the user or
        // the link first, so looking again finds it.
        if (isUniqueViolation(error)) return attempt();
        throw error;
      }
    },
  };
}

export type SocialSignInService = ReturnType<typeof socialSignInService>;

/** An error as logged: never the response body or tokens it may hold. */
function describe(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { name, message } = error;
  const code = (error as { code?: unknown }).code;
  const oauthError = (error as { error?: unknown }).error;
  return { name, message, code, oauthError };
}
