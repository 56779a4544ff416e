import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import { DevMailboxQuery } from '@quoteway/contracts';
import type { Config } from '../../config';
import { escapeHtml } from '../../escapeHtml';
import type { DevMailboxRepository } from '../../infra/mail';

const MAX_MESSAGES = 50;

/**
 * The dev mailbox exists only in embedded development: without SMTP_URL mail lands in a table,
 * and these routes show it. Never in production, where it would expose one-time links.
 */
export function devMailboxEnabled(config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>): boolean {
  return config.NODE_ENV !== 'production' && !config.SMTP_URL;
}

interface DevMailboxOptions {
  config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>;
  mailbox: DevMailboxRepository;
}

/** GET /api/dev/mailbox: the latest mail as JSON (for e2e tests and scripts). */
export function devMailboxHandlers(
  mailbox: DevMailboxRepository,
): Pick<RouteHandlers, 'devMailbox'> {
  return {
    devMailbox: async ({ query }) => ({
      messages: await mailbox.latest({ to: query.to, limit: MAX_MESSAGES }),
    }),
  };
}

/** GET /dev/mailbox: the latest mail as a plain page, links clickable. */
export async function registerDevMailboxPage(app: FastifyInstance, options: DevMailboxOptions) {
  if (!devMailboxEnabled(options.config)) return;
  const { mailbox } = options;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const query = DevMailboxQuery.safeParse(request.query);
    const to = query.success ? query.data.to : undefined;
    const messages = await mailbox.latest({ to, limit: MAX_MESSAGES });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailboxPage(messages, to));
  });
}

function mailboxPage(
  messages: { to: string; subject: string; text: string; createdAt: string }[],
  to: string | undefined,
): string {
  const e = escapeHtml;
  const heading = to ? `Dev mailbox for ${to}` : 'Dev mailbox';
  const items = messages.map(
    (m) => `<article>
<h2>${e(m.subject)}</h2>
<p>To: ${e(m.to)}<br>Sent: <time datetime="${e(m.createdAt)}">${e(m.createdAt)}</time></p>
<pre>${linkify(m.text)}</pre>
</article>
<hr>`,
  );
  // No styles and no script: the app's CSP allows neither inline.
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(heading)} · Quoteway</title></head>
<body>
<h1>${e(heading)}</h1>
<p>Mail the server would have sent (no SMTP_URL is set). Newest first, at most ${MAX_MESSAGES}.</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</body>
</html>
`;
}

/** Escape text and turn its http(s) URLs into links (no other scheme can become an href). */
function linkify(text: string): string {
  const url = /https?:\/\/[^\s<>"']+/g;
  let html = '';
  let last = 0;
  for (const match of text.matchAll(url)) {
    html += escapeHtml(text.slice(last, match.index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
