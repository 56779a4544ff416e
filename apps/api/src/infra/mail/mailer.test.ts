import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { devMailbox, outbox } from '../../db/schema';
import { renderEmail } from '../../modules/mail/templates';
import { enqueue } from '../outbox/enqueue';
import { createMailer } from './mailer';

// Ahead of the database's own clock, so rows enqueued with the default `available_at` are due.
let nowMs = Date.now() + 60_000;
const clock = { now: () => new Date(nowMs) };

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Quoteway <no-reply@quoteway.test>' },
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.failNext(0);
});

async function newestOutboxRow() {
  const [row] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  if (!row) throw new Error('no outbox row');
  return row;
}

// Long enough that quoted-printable wraps the line inside the link.
const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const link = `https://quoteway.test/verify-email?token=${token}`;

describe('e-mail through SMTP', () => {
  it('delivers a queued e-mail to the SMTP server once', async () => {
    await enqueue(t.database.db, 'email', {
      to: 'aroha@example.co.nz',
      template: 'verify-email',
      data: { name: 'Aroha', link },
    });

    expect(await t.outbox.runOnce()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.recipients).toEqual(['aroha@example.co.nz']);
    expect(mail?.to).toBe('aroha@example.co.nz');
    expect(mail?.from).toBe('Quoteway <no-reply@quoteway.test>');
    expect(mail?.subject).toBe('Confirm your email address for Quoteway');
    expect(mail?.text).toContain(`Hi Aroha,`);
    expect(mail?.text).toContain(`\n${link}\n`);
    expect(mail?.html).toContain(`href="${link}"`);

    const row = await newestOutboxRow();
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(row.doneAt).toEqual(clock.now());

    expect(await t.outbox.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('retries with backoff when the server rejects, then delivers once the time comes', async () => {
    smtp.failNext(1);
    await enqueue(t.database.db, 'email', {
      to: 'mere@example.co.nz',
      template: 'reset-password',
      data: { name: 'Mere', link: 'https://quoteway.test/reset-password?token=r1' },
    });

    expect(await t.outbox.runOnce()).toBe(1);
    expect(smtp.messages).toHaveLength(0);
    let row = await newestOutboxRow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/451.*Mailbox busy/);
    expect(row.availableAt).toEqual(new Date(nowMs + 20_000));

    nowMs += 19_999;
    expect(await t.outbox.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    nowMs += 1;
    expect(await t.outbox.runOnce()).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Reset your Quoteway password']);
    row = await newestOutboxRow();
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('marks a message failed after six rejected attempts', async () => {
    smtp.failNext(10);
    await enqueue(t.database.db, 'email', {
      to: 'tane@example.co.nz',
      template: 'reactivate-account',
      data: { name: 'Tane', link: 'https://quoteway.test/reactivate?token=x' },
    });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await t.outbox.runOnce()).toBe(1);
      const row = await newestOutboxRow();
      expect(row.attempts).toBe(attempt);
      if (attempt < 6) {
        expect(row.status).toBe('pending');
        waits.push(row.availableAt.getTime() - nowMs);
        nowMs = row.availableAt.getTime();
      }
    }
    expect(waits).toEqual([20_000, 40_000, 80_000, 160_000, 320_000]);
    const row = await newestOutboxRow();
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/Mailbox busy/);

    nowMs += 86_400_000;
    expect(await t.outbox.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('mailer logs', () => {
  it.each(['smtp', 'dev-mailbox'] as const)(
    '%s: logs the template and recipient domain, never the body or address',
    async (kind) => {
      const lines: unknown[] = [];
      const log = { info: (obj: unknown) => lines.push(obj), warn: () => undefined };
      const mailer = createMailer(
        {
          SMTP_URL: kind === 'smtp' ? smtp.url : undefined,
          MAIL_FROM: 'Quoteway <no-reply@quoteway.test>',
          NODE_ENV: 'test',
        },
        t.database.db,
        log,
      );
      expect(mailer.kind).toBe(kind);

      const secret = 'https://quoteway.test/reset-password?token=secret-one-time-token';
      await mailer.send({
        to: 'Hemi.Walker@Example.co.NZ',
        template: 'reset-password',
        ...renderEmail('reset-password', { name: 'Hemi', link: secret }),
      });

      expect(lines).toEqual([
        { mailer: kind, template: 'reset-password', recipientDomain: 'example.co.nz' },
      ]);
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('secret-one-time-token');
      expect(logged).not.toContain('Hemi');

      // And it really went out.
      if (kind === 'smtp') {
        expect(smtp.messages.map((m) => m.text.includes(secret))).toEqual([true]);
      } else {
        const [row] = await t.database.db
          .select()
          .from(devMailbox)
          .orderBy(desc(devMailbox.id))
          .limit(1);
        expect(row?.text).toContain(secret);
      }
    },
  );
});
