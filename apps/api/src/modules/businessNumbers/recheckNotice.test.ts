import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakeRegister, startNzbnRegister } from '../../../test/fakes/registerServers';
import { businesses, localities } from '../../db/schema';
import { encryptWirePassword } from '../auth/wirePassword';

// The whole path: the register is down at registration, comes back refusing the number,
// and the business is told by e-mail (through the outbox and the dev mailbox).
let nzbn: FakeRegister;
let t: TestApp;
let offset = 0;
const clock = { now: () => new Date(Date.parse('2026-11-22T00:00:00Z') + offset) };

beforeAll(async () => {
  nzbn = await startNzbnRegister({
    apiKey: 'test-key',
    entities: [
      {
        nzbn: '9429041925676',
        entityName: 'GONE PLUMBING LIMITED',
        entityStatusCode: '80',
        entityStatusDescription: 'Removed',
      },
    ],
  });
  t = await createTestApp(
    { NZBN_API_URL: nzbn.url, NZBN_API_KEY: 'test-key', PUBLIC_URL: 'https://quoteway.example' },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await nzbn.close();
});

it('e-mails the business when a re-check finds its number removed', async () => {
  const [place] = await t.database.db.select({ id: localities.id }).from(localities).limit(1);
  nzbn.mode = 'fail';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/register/user',
    payload: {
      email: 'gone@example.co.nz',
      password: encryptWirePassword('Kowhai-Tree-2026', DEFAULT_WIRE_PASSPHRASE),
      userName: 'Gone Plumbing',
      userType: 'Business User',
      businessName: 'Gone Plumbing',
      businessProfession: 'plumber',
      businessABN: '9429041925676',
      country: 'NZ',
      mobile: '+64 21 123 4567',
      location: place?.id,
      acceptTerms: true,
    },
  });
  expect(registered.statusCode).toBe(201);

  nzbn.mode = 'answer';
  offset += 11 * 60_000; // the re-check is queued 10 minutes out
  expect(await t.outbox.runOnce()).toBeGreaterThan(0); // verification mail and the re-check
  await t.outbox.runOnce(); // the notice the re-check queued

  const mailbox = await t.app.inject('/api/dev/mailbox?to=gone@example.co.nz');
  const notice = mailbox
    .json()
    .messages.find(
      (m: { subject: string }) => m.subject === 'Please check your business number on Quoteway',
    );
  expect(notice?.text).toContain('9429041925676');
  expect(notice?.text).toContain('NZBN status shows Removed / Inactive');
  expect(notice?.text).toContain('https://quoteway.example/leads/settings');
  const [business] = await t.database.db.select().from(businesses);
  expect(business?.businessNumberStatus).toBe('unverified');
  expect(business?.businessNumberCheckedAt).not.toBeNull();
});
