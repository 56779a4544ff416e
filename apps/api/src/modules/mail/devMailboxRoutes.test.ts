import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DevMailbox } from '@quoteway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { devMailbox } from '../../db/schema';
import { devMailboxRepository } from '../../infra/mail';
import { enqueue } from '../../infra/outbox/enqueue';

describe('dev mailbox (no SMTP_URL, not production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: 1000 });
  });
  afterAll(() => t.close());

  const hostileName = '<script>alert("hi")</script>';
  const link = 'https://quoteway.test/verify-email?token=t0k3n&lang=en';

  it('stores sent mail and shows it as JSON and as a page, escaped', async () => {
    await enqueue(t.database.db, 'email', {
      to: 'kiri@example.co.nz',
      template: 'verify-email',
      data: { name: hostileName, link },
    });
    expect(await t.outbox.runOnce()).toBe(1);

    const rows = await t.database.db.select().from(devMailbox);
    expect(rows.map((r) => [r.to, r.subject])).toEqual([
      ['kiri@example.co.nz', 'Confirm your email address for Quoteway'],
    ]);

    const json = await t.app.inject('/api/dev/mailbox');
    expect(json.statusCode).toBe(200);
    const { messages } = DevMailbox.parse(json.json());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: 'kiri@example.co.nz',
      subject: 'Confirm your email address for Quoteway',
    });
    expect(messages[0]?.text).toContain(`\n${link}\n`);
    expect(messages[0]?.html).toContain('Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;,');
    expect(messages[0]?.html).not.toContain('<script');

    const page = await t.app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self'");
    expect(page.body).toContain('Confirm your email address for Quoteway');
    expect(page.body).toContain('To: kiri@example.co.nz');
    expect(page.body).toContain('Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;,');
    // The link is clickable, and its `&` is escaped in both the href and the text.
    const escapedLink = 'https://quoteway.test/verify-email?token=t0k3n&amp;lang=en';
    expect(page.body).toContain(`<a href="${escapedLink}">${escapedLink}</a>`);
    // Nothing the CSP would block.
    expect(page.body).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it('filters by recipient, newest first, at most 50', async () => {
    const mailbox = devMailboxRepository(t.database.db);
    for (let i = 1; i <= 55; i++) {
      await mailbox.add({
        to: 'many@example.co.nz',
        subject: `Message ${i}`,
        text: `Number ${i}`,
        html: null,
      });
    }

    const res = await t.app.inject('/api/dev/mailbox?to=MANY@example.co.nz');
    expect(res.statusCode).toBe(200);
    const { messages } = DevMailbox.parse(res.json());
    expect(messages).toHaveLength(50);
    expect(messages.every((m) => m.to === 'many@example.co.nz')).toBe(true);
    expect(messages[0]?.subject).toBe('Message 55');
    expect(messages[49]?.subject).toBe('Message 6');

    const all = DevMailbox.parse((await t.app.inject('/api/dev/mailbox')).json());
    expect(all.messages).toHaveLength(50);

    const page = await t.app.inject('/dev/mailbox?to=kiri@example.co.nz');
    expect(page.body).toContain('Dev mailbox for kiri@example.co.nz');
    expect(page.body).toContain('Confirm your email address for Quoteway');
    expect(page.body).not.toContain('Message 55');
  });

  it('answers a bad filter with a 400 naming the field', async () => {
    const res = await t.app.inject(`/api/dev/mailbox?to=${'x'.repeat(400)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['querystring.to']);
  });
});

describe('dev mailbox elsewhere', () => {
  let webDir: string;
  beforeAll(async () => {
    // A built shell, so the SPA fallback answers unknown pages as in a real deployment.
    webDir = await mkdtemp(path.join(tmpdir(), 'quoteway-web-'));
    await mkdir(path.join(webDir, 'shell', 'dist'), { recursive: true });
    await writeFile(
      path.join(webDir, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>shell</title>',
    );
  });
  afterAll(() => rm(webDir, { recursive: true, force: true }));

  it.each([
    ['in production', { NODE_ENV: 'production' as const }],
    ['with SMTP_URL', { NODE_ENV: 'development' as const, SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ])('does not exist %s', async (_, overrides) => {
    const t = await createTestApp({ ...overrides, WEB_DIST_DIR: webDir });
    try {
      await t.database.db.insert(devMailbox).values({ to: 'a@b.nz', subject: 'S', text: 'T' });

      const json = await t.app.inject('/api/dev/mailbox');
      expect(json.statusCode).toBe(404);

      // The page path is just another unknown page: the shell answers it, not the mailbox.
      const page = await t.app.inject('/dev/mailbox');
      const unknown = await t.app.inject('/no-such-page');
      expect(page.statusCode).toBe(unknown.statusCode);
      expect(page.body).toBe(unknown.body);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<title>Page not found · Quoteway</title>');
      expect(page.body).not.toContain('Dev mailbox');
    } finally {
      await t.close();
    }
  });
});
