import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LEAD_ENVELOPE_KEY, DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { ConfigError } from './errors';
import { apiRoot } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable the server reads, parsed once at start-up. A bad value stops
 * the process with a message naming the variable (see `loadConfig`). README.md lists them.
 */
const ConfigFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Folder of the embedded PGlite database (and later, local uploads). The default is the
   * repository's data/ folder whatever the working directory, so the server, the CLI and
   * `pnpm dev` share one database.
   */
  DATA_DIR: z
    .string()
    .min(1)
    .default(() => path.join(apiRoot(), '..', '..', 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the site, used in links sent by e-mail and in the OpenAPI document. */
  PUBLIC_URL: z.url().optional(),
  /** Redis for shared rate limits (and, later, socket.io fan-out) across processes. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Requests per minute per IP for the whole API; auth routes set stricter limits. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /**
   * Phone codes texted an hour to one IP (a household or an office). The browser tests post
   * every visitor's job from 127.0.0.1 and raise it; a site behind a proxy needs TRUST_PROXY.
   */
  SMS_CODES_PER_IP_HOUR: z.coerce.number().int().positive().default(20),
  /** Set behind a load balancer so client IPs (rate limits, logs) come from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  /** Folder holding the built web apps (shell/ and embed/ dist folders). */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Seed reference data, and in non-production the demo accounts, at start. */
  SEED_ON_START: bool.default(true),
  /**
   * Apply migrations at start (under an advisory lock). A deployment that runs
   * `pnpm cli migrate` once before new processes start sets false (deploy/README.md).
   */
  MIGRATE_ON_START: bool.default(true),
  /**
   * On SIGTERM, how long readiness answers 503 while requests are still served, so the load
   * balancer stops sending new ones before the listener closes (milliseconds).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * Bearer token that `/metrics` requires (Prometheus' `authorization.credentials`). Unset,
   * `/metrics` answers 404: the counters are not for the public.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),

  /**
   * How long after a notification its e-mail waits (seconds): opened in the app by then, the
   * e-mail is not sent. Tests and the browser tests' server set 0.
   */
  NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** How long a login lasts (days). Logout and account deletion end it earlier. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Shared passphrase the browser encrypts passwords with before sending (spec section 7).
   * Not a security boundary (TLS is); it must match the web build's VITE_PASSWORD_PASSPHRASE.
   */
  PASSWORD_PASSPHRASE: z.string().min(8).default(DEFAULT_WIRE_PASSPHRASE),
  /**
   * Shared key of the lead envelope (spec section 7: lead responses are AES-encrypted). Deters
   * casual scraping only; it must match the web build's VITE_LEAD_ENVELOPE_KEY.
   */
  LEAD_ENVELOPE_KEY: z.string().min(8).default(DEFAULT_LEAD_ENVELOPE_KEY),
  /**
   * Signs chat media URLs (handed only to a conversation's parties, valid one hour). Unset, each
   * process makes its own at start: set it when several processes serve one site.
   */
  MEDIA_URL_SECRET: z.string().min(16).optional(),

  /**
   * Web Push (lead alerts): the VAPID key pair, base64url (`npx web-push generate-vapid-keys`).
   * Unset, one pair is generated on first use and kept in the database (`vapid_keys`).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be an uncompressed P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a 32-byte P-256 private key, base64url')
    .optional(),
  /** Who push services may contact about our alerts: mailto: or https: (default PUBLIC_URL's). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
    .optional(),

  /** SMTP server for mail (smtp://user:pass@host:587); unset means the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Quoteway <no-reply@quoteway.co.nz>'),

  /** New Zealand Business Number register (NZBN API) base URL and subscription key. */
  NZBN_API_URL: z.url().default('https://api.business.govt.nz/gateway/nzbn/v5'),
  NZBN_API_KEY: z.string().optional(),
  /** Australian Business Register web services (ABN/ACN lookup) base URL and GUID. */
  ABR_API_URL: z.url().default('https://abr.business.gov.au/json'),
  ABR_GUID: z.string().optional(),
  /** Register look-ups slower than this count as unreachable (the number is re-checked later). */
  REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),

  /** OAuth / OpenID Connect providers; a provider is offered only when its id and secret are set. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** Facebook speaks OAuth 2 (not full OIDC discovery): its endpoints are configured. */
  FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),

  /** Stripe secret key: credits are paid through Stripe when set, the sandbox gateway when not. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^[sr]k_(test|live)_\w+$/, 'must be a secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  /** Origin of the Stripe API; only tests set it, to a local server speaking Stripe's format. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Stripe publishable key (pk_test_…, pk_live_…): handed to the browser with the plans
   * (GET /api/plans), which then mounts Stripe's Payment Element. Needed with STRIPE_SECRET_KEY.
   */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /**
   * The signing secret of the Stripe webhook endpoint (whsec_…, from the dashboard's endpoint
   * for `<PUBLIC_URL>/api/stripe/webhook`): events are accepted only with a valid
   * `Stripe-Signature`. Unset, the webhook answers 404 and pending purchases are settled by
   * reconciliation alone.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Where the browser loads Stripe.js from; only tests point it at a local stand-in. */
  STRIPE_JS_URL: z.url().default('https://js.stripe.com/endive/stripe.js'),

  /**
   * The seller named on each site's tax invoices: its legal name and GST number (NZ: IRD
   * number, AU: ABN, IN: GSTIN). Unset names default to the site's name, and an unset tax
   * number leaves the line out (see README, "Tax invoices").
   */
  SELLER_NZ_NAME: z.string().max(200).optional(),
  SELLER_NZ_TAX_NUMBER: z.string().max(40).optional(),
  SELLER_AU_NAME: z.string().max(200).optional(),
  SELLER_AU_TAX_NUMBER: z.string().max(40).optional(),
  SELLER_IN_NAME: z.string().max(200).optional(),
  SELLER_IN_TAX_NUMBER: z.string().max(40).optional(),

  /** S3 bucket for uploads (profile pictures, chat media); unset keeps them in DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots or hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as ap-southeast-2')
    .default('ap-southeast-2'),
  /** Origin of an S3-compatible service (MinIO, R2, Spaces); unset means Amazon S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Access key pair for the bucket. When both are unset the AWS SDK's own chain is used
   * (instance or task role, AWS_* variables), which is the better choice on AWS.
   */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address the bucket as endpoint/bucket/key (most S3-compatible services need this). */
  S3_FORCE_PATH_STYLE: bool.default(false),
});

// Links in e-mails (verification, password reset) must not be built from the request's
// Host header in production: an attacker could make a reset link point at their own site.
const ConfigSchema = ConfigFields.superRefine((config, ctx) => {
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'is required with STRIPE_SECRET_KEY (the browser makes the card payment method)',
    });
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (a key pair)',
    });
  }
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'is required in production (links in e-mails are built from it)',
    });
  }
});

export type Config = z.infer<typeof ConfigSchema>;

/** Parse and validate the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A configuration for tests: in-memory PGlite unless DATABASE_URL says otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Uploads from tests go to a scratch folder, never the repository's data/.
  const dataDir = path.join(tmpdir(), `quoteway-test-${randomBytes(6).toString('hex')}`);
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // E-mails of notifications leave at once; a test of the delay sets its own.
      NOTIFICATION_EMAIL_DELAY_SECONDS: '0',
    }),
    ...overrides,
  };
}
