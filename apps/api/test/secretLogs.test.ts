import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { users } from '../src/db/schema';
import { encryptWirePassword } from '../src/modules/auth/wirePassword';
import { serializeError } from '../src/plugins/app/fastify';
import { createTestApp, type TestApp } from './app';
import { business, customer, postJob, quoteBody } from './marketplace';
import { multipart } from './multipart';

// A whole session logged at trace level (registration, login, an upload, a quote, a message,
// a purchase) leaves no token, password, hash, card number or message text in the log.

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logLines });
});
afterAll(() => t?.close());

describe('logs without secrets', () => {
  it('a trace-level session logs no token, password, hash, card number or message text', async () => {
    const password = 'Harakeke-Weaving-2026';
    const wire = encryptWirePassword(password, DEFAULT_WIRE_PASSPHRASE);
    const email = `secret-logs.${process.pid}@example.co.nz`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/user',
      payload: {
        email,
        password: wire,
        userName: 'Mere Hohepa',
        userType: 'Customer User',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { email, password: wire, isApk: false },
    });
    expect(login.statusCode).toBeLessThan(500);

    const me = await customer(t, systemClock);
    const tradie = await business(t, systemClock, { credits: 50 });
    const picture = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#aa3366' },
    })
      .png()
      .toBuffer();
    const upload = multipart(
      {},
      { field: 'image', filename: 'me.png', type: 'image/png', bytes: picture },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile-image',
      headers: { ...tradie.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const job = await postJob(t, me);
    const quoteText = 'Kowhai quote comment 5521, parts included';
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: tradie.headers,
      payload: quoteBody(job, { comment: quoteText }),
    });
    expect(quoted.statusCode).toBe(200);
    const messageText = 'Ruru message text 7731: the gate code is 4417';
    const said = await t.app.inject({
      method: 'POST',
      url: '/api/send-message',
      headers: me.headers,
      payload: { conversationId: quoted.json().conversationId, message: messageText },
    });
    expect(said.statusCode).toBe(200);

    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '987' };
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...tradie.headers, 'idempotency-key': `secret-logs-${process.pid}` },
      payload: { planId: 'plan-100', card, saveCard: false },
    });
    expect(bought.statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const log = logLines.join('\n');
    // The session was logged in detail: the uploads' busboy options included.
    expect(log).toContain('busboy');
    const secrets = [
      password,
      wire,
      row?.passwordHash ?? 'no hash stored',
      me.headers.authorization?.slice(7) ?? 'no token',
      tradie.headers.authorization?.slice(7) ?? 'no token',
      '4242 4242 4242 4242',
      '4242424242424242',
      messageText,
      quoteText,
    ];
    for (const secret of secrets) expect(log, secret.slice(0, 12)).not.toContain(secret);
  });

  it('logs a failed query by its statement, never its values', () => {
    const error = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: mere@example.co.nz,$argon2id$v=19$m=19456$secret',
    );
    (error as Error & { cause: unknown }).cause = Object.assign(new Error('duplicate key'), {
      detail: 'Key (email)=(mere@example.co.nz) already exists.',
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).not.toContain('mere@example.co.nz');
    expect(logged).not.toContain('argon2id');
  });
});
