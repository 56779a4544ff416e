import { type RouteDef, type RouteName, routes } from '@quoteway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../src/infra/clock';
import { operator } from './operators';
import { createTestApp, type TestApp } from './app';
import { business, customer, type Party } from './marketplace';

// Malformed variants of every call of the route table, as a visitor, a customer and a
// business: wrong types, missing and extra fields, NUL, lone surrogates, huge strings and
// numbers, bad JSON, wrong content types, malformed multipart. No answer may be a 5xx.
// The pass is bounded and seeded (FUZZ_SEED, FUZZ_ROUNDS): CI runs the default, and
// `pnpm --filter @quoteway/api fuzz` runs 50 rounds (FUZZ_SEED picks another sequence).

const seed = Number(process.env.FUZZ_SEED ?? 20261125);
const rounds = Number(process.env.FUZZ_ROUNDS ?? 3);

/** mulberry32: a small seeded generator, so a failing pass can be replayed. */
function generator(start: number) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const strange: unknown[] = [
  '',
  'a\u0000b',
  'x\uD800',
  '\uDC00',
  'x'.repeat(70_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '٣٤٥',
  '  ',
  0,
  -1,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER * 4,
  1e308,
  true,
  false,
  null,
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: ['x\u0000'] } },
];

/** A near miss of a valid value: the same text with a NUL or a lone surrogate in it, a number
 * past its column, or something else entirely. */
function mutate(value: unknown, random: () => number): unknown {
  const roll = random();
  if (typeof value === 'string') {
    const middle = Math.floor(value.length / 2);
    if (roll < 0.3) return `${value.slice(0, middle)}\u0000${value.slice(middle)}`;
    if (roll < 0.6) return `${value.slice(0, middle)}\uD800${value.slice(middle)}`;
    if (roll < 0.7) return value.repeat(2_000);
  }
  if (typeof value === 'number') {
    if (roll < 0.5)
      return [2_147_483_648, -2_147_483_649, 1e308, 1.5, -1][Math.floor(random() * 5)];
  }
  if (Array.isArray(value) && roll < 0.6) return value.map((item) => mutate(item, random));
  if (value && typeof value === 'object' && roll < 0.6) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mutate(v, random)]));
  }
  return strange[Math.floor(random() * strange.length)];
}

/** A value a schema probably accepts (so that one wrong field is all that is wrong). */
function example(schema: unknown): unknown {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def) return 'x';
  switch (def.type) {
    case 'string': {
      const format = def.format as string | undefined;
      if (format === 'email') return 'fuzz@example.co.nz';
      if (format === 'uuid' || format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (format === 'url') return 'https://example.co.nz/';
      return 'Fuzzing text long enough for most fields';
    }
    case 'number':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [example(def.element)];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [
          key,
          example(value),
        ]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return example(def.innerType);
    case 'pipe':
      return example(def.in);
    case 'union':
      return example((def.options as unknown[])[0]);
    default:
      return 'x';
  }
}

/** The field names a schema declares (objects only; anything else gets generic names). */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return ['id', 'email', 'message', 'value', 'field'];
}

type Variant = {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function urlOf(def: RouteDef, param: string): string {
  return `/api${def.path.replace(/:(\w+)/g, () => encodeURIComponent(param))}`;
}

function variants(def: RouteDef, random: () => number): Variant[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const param = pick(['00000000-0000-4000-8000-000000000000', 'x', '%00', '-1', 'a'.repeat(300)]);
  const url = urlOf(def, param);
  const json = { 'content-type': 'application/json' };
  const out: Variant[] = [];

  // The query: each declared key (and an extra one) with strange values, repeated keys too.
  const queryKeys = def.query ? fieldsOf(def.query) : ['q'];
  const query = new URLSearchParams();
  for (const key of [...queryKeys, 'extra']) {
    const value = pick(strange);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // URLs carry UTF-8: a lone surrogate cannot travel in one.
    query.append(key, text.replace(/[\uD800-\uDFFF]/g, '\uFFFD').slice(0, 5_000));
    if (random() < 0.3) query.append(key, 'again');
  }
  out.push({ label: 'strange query', url: `${url}?${query}`, headers: {} });

  if (def.method === 'GET') return out;

  // Bodies: of the wrong kind, each declared field wrong, fields missing, extra fields.
  const fields = def.body ? fieldsOf(def.body) : fieldsOf(def.multipart?.fields);
  const wrong: Record<string, unknown> = {};
  for (const field of fields) if (random() < 0.7) wrong[field] = pick(strange);
  wrong[`extra${Math.floor(random() * 100)}`] = pick(strange);
  for (const body of [wrong, pick([null, [], 'text', 42, true]), {}]) {
    out.push({ label: 'wrong body', url, headers: json, payload: JSON.stringify(body) });
  }
  // A body the schema accepts but for one field, which gets a strange value.
  if (def.body) {
    const base = example(def.body);
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const [field, value] of Object.entries(base)) {
        const body = { ...base, [field]: mutate(value, random) };
        out.push({
          label: `one wrong field (${field})`,
          url,
          headers: json,
          payload: JSON.stringify(body),
        });
      }
      out.push({
        label: 'a valid-looking body',
        url,
        headers: json,
        payload: JSON.stringify(base),
      });
    }
  }
  out.push({ label: 'bad JSON', url, headers: json, payload: '{"email": "a@b.c", ' });
  out.push({
    label: 'JSON as text/plain',
    url,
    headers: { 'content-type': 'text/plain' },
    payload: '{}',
  });
  out.push({
    label: 'unknown content type',
    url,
    headers: { 'content-type': 'application/x-quoteway' },
    payload: 'x=1',
  });
  out.push({
    label: 'multipart without a boundary',
    url,
    headers: { 'content-type': 'multipart/form-data' },
    payload: '--x\r\n\r\n',
  });
  const boundary = 'fuzz';
  const name = def.multipart?.file ?? 'file';
  out.push({
    label: 'truncated multipart',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a\u0000.png"\r\n` +
        `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
      'latin1',
    ),
  });
  return out;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
});

/** Fresh accounts for each route: an earlier route (logout, delete) may end a session. */
async function identities(): Promise<Array<[string, Record<string, string>]>> {
  const buyer: Party = await customer(t, systemClock);
  const seller: Party = await business(t, systemClock, { credits: 50 });
  const staff = await operator(t, systemClock);
  return [
    ['visitor', {}],
    ['customer', buyer.headers],
    ['business', seller.headers],
    ['operator', staff.headers],
  ];
}
afterAll(() => t?.close());

const entries = (Object.entries(routes) as [RouteName, RouteDef][]).filter(
  ([, def]) => !def.devOnly,
);

describe('fuzzing the route table', () => {
  let sent = 0;
  afterAll(() => {
    console.warn(`fuzz: ${sent} requests (seed ${seed}, ${rounds} rounds)`);
  });

  it.each(entries)('%s never answers 5xx to malformed input', async (name, def) => {
    const random = generator(
      seed ^ [...name].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7),
    );
    const failures: string[] = [];
    const callers = await identities();
    for (let round = 0; round < rounds; round++) {
      for (const [who, auth] of callers) {
        for (const variant of variants(def, random)) {
          const res = await t.app.inject({
            method: def.method,
            url: variant.url,
            headers: { ...variant.headers, ...auth },
            ...(variant.payload === undefined ? {} : { payload: variant.payload }),
          });
          sent += 1;
          if (res.statusCode >= 500) {
            failures.push(
              `${who} ${variant.label} ${variant.url.slice(0, 120)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
