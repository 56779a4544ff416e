import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Drives the built app (run `pnpm build` first) in Debian's Chromium: no browser download.
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
const regionalHosts = ['quoteway.co.nz', 'quoteway.com.au', 'quoteway.in'];
// A local OpenID Connect provider configured as Google (e2e/servers/oidcProvider.mjs); the
// other providers stay unconfigured, so their buttons must not show.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4320);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

/**
 * The built app's server on `port` for a browser test run: its data in a fresh temporary
 * folder (`prefix`), embedded database and no Redis, development mode; `env` adds to or
 * overrides its environment. The Stripe config (playwright.stripe.config.ts) starts one too.
 */
export function appServer(port: number, prefix: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: 'node apps/api/dist/server.js',
    url: `${url}/api/readyz`,
    reuseExistingServer: false,
    // A first start migrates, seeds and draws the demo directory's pictures: on a loaded
    // machine that is well over a minute. Like every process a test starts, 10 minutes.
    timeout: 600_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), prefix)),
      DATABASE_URL: '',
      // Embedded defaults: no Redis either (CI's REDIS_URL would share rate-limit counters
      // with the API tests running beside the browser tests).
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Development: the accounts tests read the verification e-mail from the dev mailbox,
      // which production never serves. PUBLIC_URL makes the e-mailed links point here.
      NODE_ENV: 'development',
      PUBLIC_URL: url,
      RATE_LIMIT_MAX: '10000',
      // Notification e-mails wait this long for the person to see them in the app first.
      NOTIFICATION_EMAIL_DELAY_SECONDS: '0',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Card payments in Stripe mode need their own server: playwright.stripe.config.ts.
  testIgnore: 'stripe-payments.spec.ts',
  fullyParallel: false,
  // Generous limits that only catch a hang: on a loaded 2-core machine one axe pass alone has
  // taken 30 s. No test may depend on how fast the machine is.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    // A New Zealand visitor on the NZ site sees no regional popup; tests that want it
    // choose another time zone.
    timezoneId: 'Pacific/Auckland',
    locale: 'en-NZ',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The regional sites' hosts lead to the test server (e2e/regions.spec.ts visits each).
        `--host-resolver-rules=${regionalHosts.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`,
        // Production serves the sites over HTTPS; here they are plain HTTP, so Chromium is told
        // they are secure contexts as 127.0.0.1 is (crypto.randomUUID, used for a purchase's
        // Idempotency-Key, exists only there).
        `--unsafely-treat-insecure-origin-as-secure=${regionalHosts.map((host) => `http://${host}:${port}`).join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/servers/oidcProvider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort) },
    },
    appServer(port, 'quoteway-e2e-', {
      // Every visitor of every spec texts its code from 127.0.0.1.
      SMS_CODES_PER_IP_HOUR: '1000',
      GOOGLE_ISSUER: oidcIssuer,
      GOOGLE_CLIENT_ID: 'quoteway-e2e',
      GOOGLE_CLIENT_SECRET: 'quoteway-e2e-secret',
    }),
  ],
});
