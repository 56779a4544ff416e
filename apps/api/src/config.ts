import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable the server reads, parsed once at start-up. A bad value stops
 * the process with a message naming the variable (see `loadConfig`). README.md lists them.
 */
const ConfigSchema = z.object({
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
  /** Set behind a load balancer so client IPs (rate limits, logs) come from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  /** Folder holding the built web apps (shell/ and embed/ dist folders). */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Seed the demo data (professions, localities) at start when the database is empty. */
  SEED_ON_START: bool.default(true),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

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
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
