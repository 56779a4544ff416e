import { type RouteDef, type RouteName, routes } from '@quoteway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { createTestApp, type TestApp } from './app';
import { business, customer, type Party } from './marketplace';

// Walks the whole route table: every protected route refuses an anonymous call with 401 and
// the wrong kind of account with 403, before looking at what was sent (an empty body, or a
// body of the wrong type, never turns a refusal into a 400).

const someId = '00000000-0000-4000-8000-000000000000';
const entries = Object.entries(routes) as [RouteName, RouteDef][];

/** The route's path with every parameter filled in. */
const urlOf = (def: RouteDef) => `/api${def.path.replace(/:(\w+)/g, someId)}`;

const apiError = {
  statusCode: expect.any(Number),
  error: expect.any(String),
  message: expect.any(String),
};

let t: TestApp;
let buyer: Party;
let seller: Party;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await customer(t, systemClock);
  seller = await business(t, systemClock);
});
afterAll(() => t?.close());

async function call(def: RouteDef, headers: Record<string, string>, payload?: string) {
  return t.app.inject({
    method: def.method,
    url: urlOf(def),
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = entries.map(([, def]) => `${def.method} ${def.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('mounts every route it declares', () => {
    for (const [name, def] of entries) {
      const found = t.app.hasRoute({ method: def.method, url: `/api${def.path}` });
      expect(found, `${name} ${def.method} ${def.path}`).toBe(true);
    }
  });
});

const protectedRoutes = entries.filter(([, def]) => def.access !== 'public');

describe.each(protectedRoutes)('%s', (name, def) => {
  it('answers 401 to an anonymous call, whatever its body', async () => {
    for (const payload of [undefined, '{}', '[]', '{"x":1}']) {
      const res = await call(def, {}, def.method === 'GET' ? undefined : payload);
      if (def.access === 'optional') {
        // Open to visitors: only a bad token is refused.
        const bad = await call(def, { authorization: 'Bearer not-a-session' }, payload);
        expect(bad.statusCode, `${name} with a bad token`).toBe(401);
        expect(bad.json()).toMatchObject(apiError);
        expect(res.statusCode, `${name} anonymous`).not.toBe(401);
        continue;
      }
      expect(res.statusCode, `${name} anonymous, body ${payload}`).toBe(401);
      expect(res.json()).toMatchObject({ ...apiError, statusCode: 401, error: 'Unauthorized' });
    }
  });
});

const roleRoutes = entries.filter(([, def]) =>
  ['business', 'customer', 'operator'].includes(def.access),
);

describe.each(roleRoutes)('%s', (name, def) => {
  it('answers 403 to the wrong kind of account, whatever its body', async () => {
    const callers =
      def.access === 'business' ? [buyer] : def.access === 'customer' ? [seller] : [buyer, seller];
    for (const who of callers) {
      for (const payload of [undefined, '{}']) {
        const res = await call(def, who.headers, def.method === 'GET' ? undefined : payload);
        expect(res.statusCode, `${name} as the wrong account`).toBe(403);
        expect(res.json()).toMatchObject({ ...apiError, statusCode: 403, error: 'Forbidden' });
      }
    }
  });
});
