import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { lazyImport } from '../../lazy';
import { devMailboxRepository } from './repository';

/** nodemailer (about 14 MB): loaded only by a process with SMTP_URL set. */
const loadNodemailer = lazyImport(() => import('nodemailer'));

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced the message; used in logs, which never carry the body. */
  template?: string;
}

export interface Mailer {
  /** Deliver one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /** 'smtp' with SMTP_URL, else 'dev-mailbox' (the dev_mailbox table, shown at /dev/mailbox). */
  kind: 'smtp' | 'dev-mailbox';
}

type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The mailer for this configuration: SMTP when SMTP_URL is set, otherwise the dev mailbox
 * table, which behaves like sending so the embedded mode needs no mail server.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
  db: Queryable,
  log?: MailLog,
): Mailer {
  // Bodies hold one-time links: log only what helps operations.
  const logSent = (kind: Mailer['kind'], { template, to }: MailMessage) =>
    log?.info({ mailer: kind, template, recipientDomain: recipientDomain(to) }, 'mail sent');

  if (config.SMTP_URL) {
    // Timeouts far below nodemailer's defaults (minutes): the outbox worker waits for each
    // send, and a dead server should become a retry, not a stalled queue.
    const url = config.SMTP_URL;
    const transport = lazyImport(async () =>
      (await loadNodemailer()).createTransport(
        { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from: config.MAIL_FROM },
      ),
    );
    // Loaded meanwhile, so that the first message does not wait for it; a failure to load is
    // thrown by the first send (a retry of the outbox).
    transport().catch(() => undefined);
    return {
      kind: 'smtp',
      async send(message) {
        const { to, subject, text, html } = message;
        await (await transport()).sendMail({ to, subject, text, html });
        logSent('smtp', message);
      },
    };
  }

  if (config.NODE_ENV === 'production') {
    log?.warn('SMTP_URL is not set: mail goes to the dev_mailbox table and is never delivered');
  }
  const mailbox = devMailboxRepository(db);
  return {
    kind: 'dev-mailbox',
    async send(message) {
      const { to, subject, text, html } = message;
      await mailbox.add({ to, subject, text, html });
      logSent('dev-mailbox', message);
    },
  };
}

function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
