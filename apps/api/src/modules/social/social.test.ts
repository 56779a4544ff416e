import { createServer } from 'node:net';
import type { SocialProvider } from '@quoteway/contracts';
import { count, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { oauthStates, socialAccounts, users } from '../../db/schema';

/**
 * The providers are oauth2-mock-server instances on this machine: real discovery documents,
 * real RS256-signed ID tokens, real PKCE checks at the token endpoint. Facebook's is shaped
 * like Facebook's wire: no ID token in the token response, the profile from a userinfo call.
 */

/** Who the next sign-in at a provider is (claims of the ID token, or Facebook's profile). */
interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface Provider {
  server: OAuth2Server;
  url: string;
  person: Person;
}

async function startProvider(kind: 'oidc' | 'facebook'): Promise<Provider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The mock names itself "localhost"; the loopback address avoids an IPv6 detour.
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  const provider: Provider = { server, url, person: { sub: 'nobody' } };
  if (kind === 'oidc') {
    // Fired for the access token and the ID token alike; the ID token is what we read.
    server.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, provider.person);
    });
  } else {
    server.service.on('beforeResponse', (response) => {
      if (response.body !== '') delete response.body.id_token;
    });
    server.service.on('beforeUserinfo', (response, req) => {
      const { sub, email, name } = provider.person;
      response.body = req.headers.authorization?.startsWith('Bearer ')
        ? { id: sub, name, ...(email ? { email } : {}) }
        : { error: { message: 'An active access token must be used', type: 'OAuthException' } };
      if (!req.headers.authorization) response.statusCode = 400;
    });
  }
  return provider;
}

let google: Provider;
let linkedin: Provider;
let facebook: Provider;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  [google, linkedin, facebook] = await Promise.all([
    startProvider('oidc'),
    startProvider('oidc'),
    startProvider('facebook'),
  ]);
  t = await createTestApp({
    GOOGLE_ISSUER: google.url,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    LINKEDIN_ISSUER: linkedin.url,
    LINKEDIN_CLIENT_ID: 'linkedin-client',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    FACEBOOK_AUTHORIZE_URL: `${facebook.url}/authorize`,
    FACEBOOK_TOKEN_URL: `${facebook.url}/token`,
    FACEBOOK_USERINFO_URL: `${facebook.url}/userinfo?fields=id,name,email`,
    FACEBOOK_CLIENT_ID: 'facebook-client',
    FACEBOOK_CLIENT_SECRET: 'facebook-secret',
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([google, linkedin, facebook].map((p) => p?.server.stop()));
});
beforeEach(() => {
  n += 1;
});

const providers = { google: () => google, linkedin: () => linkedin, facebook: () => facebook };
const email = (name: string) => `${name}.${n}.${Date.now()}@example.co.nz`;

/** Our start route: 302 to the provider's authorization endpoint. */
async function start(provider: SocialProvider, path = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/${provider}${path}` });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

/** The browser at the provider: the mock signs the person in and redirects to our callback. */
async function authorize(authorizationUrl: URL): Promise<URL> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(String(res.headers.get('location')));
}

const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The browser back at our callback. */
function callback(url: URL) {
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { 'user-agent': browser },
  });
}

/** The whole round trip as a browser makes it; returns our callback's answer. */
async function signIn(provider: SocialProvider, person: Person, path = '') {
  providers[provider]().person = person;
  return callback(await authorize(await start(provider, path)));
}

/** The session token of a successful sign-in (asserting the redirect that carries it). */
function tokenOf(res: Awaited<ReturnType<typeof callback>>): string {
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), 'http://quoteway.test');
  expect(location.pathname).toBe('/socialsignin');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toBe('no-store');
  return location.searchParams.get('token') ?? '';
}

async function me(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
}

async function userByEmail(address: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, address));
  return row;
}

async function linksOf(userId: string) {
  return t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
}

async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      userName: 'Existing Person',
      userType: 'Customer User',
      status: 'ACTIVE',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      verifiedAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no user inserted');
  return row;
}

describe('starting a sign-in', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, and remembers them', async () => {
    const before = Date.now();
    const url = await start('google');
    const after = Date.now();
    expect(url.origin + url.pathname).toBe(`${google.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('redirect_uri')).toBe('http://localhost/api/auth/google/callback');
    const state = q.get('state') ?? '';
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, state));
    expect(row).toMatchObject({ provider: 'google', userType: 'Customer User' });
    // Ten minutes from the moment it was made.
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 10 * 60_000);
    // The verifier never leaves the server; only its S256 challenge does.
    expect(url.href).not.toContain(row?.codeVerifier);
  });

  it('asks Facebook for email and public_profile, without a nonce (it sends no ID token)', async () => {
    const url = await start('facebook', '/businessUser');
    expect(url.origin + url.pathname).toBe(`${facebook.url}/authorize`);
    expect(url.searchParams.get('scope')).toBe('email public_profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost/api/auth/facebook/callback',
    );
  });

  it('answers 400 for a provider we do not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/myspace' });
    expect(res.statusCode).toBe(400);
  });
});

describe('signing up', () => {
  it('makes a verified customer from a Google identity and signs them in', async () => {
    const address = email('aroha');
    const res = await signIn('google', {
      sub: `google-${n}`,
      email: address.toUpperCase(),
      email_verified: true,
      name: 'Aroha Ngata',
    });
    const token = tokenOf(res);
    const answer = await me(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toMatchObject({
      email: address,
      userName: 'Aroha Ngata',
      userType: 'Customer User',
    });
    const user = await userByEmail(address);
    expect(user).toMatchObject({ status: 'ACTIVE', passwordHash: null, userType: 'Customer User' });
    expect(user?.verifiedAt).toBeInstanceOf(Date);
    expect(await linksOf(user?.id ?? '')).toMatchObject([
      { provider: 'google', providerUserId: `google-${n}` },
    ]);
    // The session remembers the browser, for the settings' list of sessions.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.json().sessions).toMatchObject([{ device: 'Safari on iPhone', current: true }]);
  });

  it('lists every configured provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ providers: ['google', 'linkedin', 'facebook'] });
  });

  it('makes a business user on the /businessUser path (LinkedIn)', async () => {
    const address = email('tane');
    const token = tokenOf(
      await signIn(
        'linkedin',
        { sub: `li-${n}`, email: address, email_verified: true, name: 'Tane Mahuta' },
        '/businessUser',
      ),
    );
    expect((await me(token)).json().user).toMatchObject({ userType: 'Business User' });
    expect(await userByEmail(address)).toMatchObject({ userType: 'Business User' });
  });

  it('makes an account from Facebook, whose e-mails count as verified', async () => {
    const address = email('mere');
    const token = tokenOf(
      await signIn('facebook', { sub: `fb-${n}`, email: address, name: 'Mere Rangi' }),
    );
    expect((await me(token)).statusCode).toBe(200);
    const user = await userByEmail(address);
    expect(user).toMatchObject({ userName: 'Mere Rangi', userType: 'Customer User' });
    expect(await linksOf(user?.id ?? '')).toMatchObject([
      { provider: 'facebook', providerUserId: `fb-${n}` },
    ]);
  });

  it("names the account after the e-mail's local part when the provider gives no name", async () => {
    const address = `wiremu.${n}.${Date.now()}@example.co.nz`;
    tokenOf(await signIn('google', { sub: `google-${n}`, email: address, email_verified: true }));
    expect((await userByEmail(address))?.userName).toBe(address.split('@')[0]);
  });

  it('refuses an unverified e-mail rather than make an account that claims it', async () => {
    const address = email('unverified');
    const res = await signIn('google', {
      sub: `google-${n}`,
      email: address,
      email_verified: false,
    });
    expect(res.headers.location).toBe('/signin?social=email-unverified');
    expect(await userByEmail(address)).toBeUndefined();
  });

  it('refuses an identity without an e-mail', async () => {
    const res = await signIn('facebook', { sub: `fb-${n}`, name: 'No Mail' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin?social=no-email');
  });
});

describe('signing in again and linking', () => {
  it('reuses the link on a second sign-in, even after the e-mail changed at the provider', async () => {
    const address = email('repeat');
    const person = { sub: `google-${n}`, email: address, email_verified: true, name: 'Ana' };
    const first = tokenOf(await signIn('google', person));
    const second = tokenOf(
      await signIn('google', { ...person, email: email('renamed'), email_verified: false }),
    );
    expect(second).not.toBe(first);
    const firstUser = (await me(first)).json().user;
    const secondUser = (await me(second)).json().user;
    expect(secondUser._id).toBe(firstUser._id);
    const [links] = await t.database.db
      .select({ n: count() })
      .from(socialAccounts)
      .where(eq(socialAccounts.providerUserId, `google-${n}`));
    expect(links?.n).toBe(1);
  });

  it('links a verified e-mail to the existing account with that e-mail', async () => {
    const existing = await insertUser({ email: email('existing') });
    const token = tokenOf(
      await signIn('linkedin', {
        sub: `li-${n}`,
        email: existing.email,
        email_verified: true,
        name: 'Someone Else',
      }),
    );
    expect((await me(token)).json().user._id).toBe(existing.id);
    const after = await userByEmail(existing.email);
    // The account keeps its name, type and password; it only gains a way in.
    expect(after).toMatchObject({
      userName: 'Existing Person',
      passwordHash: existing.passwordHash,
    });
    expect(await linksOf(existing.id)).toMatchObject([{ provider: 'linkedin' }]);
  });

  it('activates a pending account and drops the password nobody proved', async () => {
    const pending = await insertUser({
      email: email('pending'),
      status: 'PENDING',
      verifiedAt: null,
    });
    tokenOf(
      await signIn('facebook', { sub: `fb-${n}`, email: pending.email, name: 'Pending Person' }),
    );
    const after = await userByEmail(pending.email);
    expect(after).toMatchObject({ status: 'ACTIVE', passwordHash: null });
    expect(after?.verifiedAt).toBeInstanceOf(Date);
  });

  it('does not link when the provider does not vouch for the e-mail', async () => {
    const existing = await insertUser({ email: email('victim') });
    const res = await signIn('google', {
      sub: `google-${n}`,
      email: existing.email,
      email_verified: false,
    });
    expect(res.headers.location).toBe('/signin?social=email-unverified');
    expect(await linksOf(existing.id)).toEqual([]);
  });

  it('refuses a deleted account, linked or found by e-mail', async () => {
    const address = email('deleted');
    const person = { sub: `google-${n}`, email: address, email_verified: true };
    tokenOf(await signIn('google', person));
    await t.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.email, address));
    expect((await signIn('google', person)).headers.location).toBe('/signin?social=deleted');

    const byEmail = await insertUser({ email: email('deleted-unlinked'), status: 'DELETED' });
    const res = await signIn('linkedin', {
      sub: `li-${n}`,
      email: byEmail.email,
      email_verified: true,
    });
    expect(res.headers.location).toBe('/signin?social=deleted');
    expect(await linksOf(byEmail.id)).toEqual([]);
  });

  it('refuses a spam account', async () => {
    const spam = await insertUser({ email: email('spam'), status: 'SPAM' });
    const res = await signIn('facebook', { sub: `fb-${n}`, email: spam.email });
    expect(res.headers.location).toBe('/signin?social=spam');
  });
});

describe('the callback refuses', () => {
  const person = () => ({ sub: `google-${n}`, email: email('cb'), email_verified: true });

  it('a state used once already (replay)', async () => {
    google.person = person();
    const back = await authorize(await start('google'));
    tokenOf(await callback(back));
    const again = await callback(back);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/signin?social=failed');
  });

  it('a state we never issued (tampered)', async () => {
    google.person = person();
    const back = await authorize(await start('google'));
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect((await callback(back)).headers.location).toBe('/signin?social=failed');
    expect(await userByEmail(google.person.email ?? '')).toBeUndefined();
  });

  it('an expired state', async () => {
    google.person = person();
    const url = await start('google');
    const state = url.searchParams.get('state') ?? '';
    const [row] = await t.database.db
      .delete(oauthStates)
      .where(eq(oauthStates.state, state))
      .returning();
    if (!row) throw new Error('no state stored');
    await t.database.db
      .insert(oauthStates)
      .values({ ...row, expiresAt: new Date(Date.now() - 60_000) });
    const res = await callback(await authorize(url));
    expect(res.headers.location).toBe('/signin?social=failed');
    // Refused and gone: it cannot be tried again either.
    expect(
      await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state)),
    ).toEqual([]);
  });

  it("another provider's state", async () => {
    google.person = person();
    const back = await authorize(await start('google'));
    const res = await callback(new URL(`/api/auth/linkedin/callback${back.search}`, back));
    expect(res.headers.location).toBe('/signin?social=failed');
  });

  it('a code the provider will not exchange for our verifier (PKCE)', async () => {
    google.person = person();
    const url = await start('google');
    await t.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, url.searchParams.get('state') ?? ''));
    expect((await callback(await authorize(url))).headers.location).toBe('/signin?social=failed');
  });

  it('an ID token whose nonce is not the one we sent', async () => {
    google.person = person();
    const url = await start('google');
    await t.database.db
      .update(oauthStates)
      .set({ nonce: 'another-nonce' })
      .where(eq(oauthStates.state, url.searchParams.get('state') ?? ''));
    expect((await callback(await authorize(url))).headers.location).toBe('/signin?social=failed');
  });

  it('nothing is signed in when the person cancels at the provider (access_denied)', async () => {
    google.server.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const url = await start('google');
    const res = await callback(await authorize(url));
    expect(res.headers.location).toBe('/signin?social=cancelled');
    // The state went with it.
    const state = url.searchParams.get('state') ?? '';
    expect(
      await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state)),
    ).toEqual([]);
  });
});

/** A port nothing listens on: taken from the OS, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('provider configuration', () => {
  let other: TestApp;

  beforeAll(async () => {
    other = await createTestApp({
      PUBLIC_URL: 'https://quoteway.example',
      GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      LINKEDIN_ISSUER: linkedin.url,
      LINKEDIN_CLIENT_ID: 'linkedin-client',
      LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      // Facebook: no client id or secret.
    });
  });
  afterAll(() => other?.close());

  it('sends the browser back to sign-in for a provider without client id and secret', async () => {
    for (const path of ['/api/auth/facebook', '/api/auth/facebook/businessUser']) {
      const res = await other.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/signin?social=unavailable');
    }
    const [{ states } = { states: -1 }] = await other.database.db
      .select({ states: count() })
      .from(oauthStates);
    expect(states).toBe(0);
  });

  it('lists only the providers with client id and secret', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: ['google', 'linkedin'] });
  });

  it('sends the browser back to sign-in when the provider cannot be reached', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin?social=unavailable');
  });

  it('uses PUBLIC_URL for the redirect_uri when it is set', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/api/auth/linkedin' });
    const url = new URL(String(res.headers.location));
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://quoteway.example/api/auth/linkedin/callback',
    );
  });
});
