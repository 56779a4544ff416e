import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  to: string;
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when absent). */
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, in order. */
  messages: ReceivedMail[];
  /** Reject the next `n` messages at the end of DATA with a temporary error (451). */
  failNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...parseMessage(raw),
          recipients: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Just enough RFC 5322 / MIME for what nodemailer sends: unfolded headers, RFC 2047 words,
 * multipart/alternative, quoted-printable and base64 bodies.
 */
function parseMessage(raw: string): Omit<ReceivedMail, 'recipients'> {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  const part = (type: string) => parts.find((p) => p.type === type)?.content ?? '';
  return {
    to: decodeWords(headers.get('to') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: part('text/plain'),
    html: part('text/html'),
    raw,
  };
}

function splitEntity(raw: string) {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const body = end === -1 ? '' : text.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(
  headers: Map<string, string>,
  body: string,
): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const entity = splitEntity(section.replace(/^\n/, ''));
        return leafParts(entity.headers, entity.body);
      });
  }
  const charset = /charset="?([^";]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type, content: decodeBody(body.replace(/\n$/, ''), encoding, charset) }];
}

function decodeBody(body: string, encoding: string, charset: string): string {
  const decoder = new TextDecoder(charset);
  if (encoding === 'base64') return decoder.decode(Buffer.from(body, 'base64'));
  if (encoding === 'quoted-printable') return decoder.decode(decodeQuotedPrintable(body));
  return body;
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  // Soft line breaks (`=` at the end of a line) join lines.
  const text = body.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const hex = text.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, charset: string, kind: string, data: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : decodeQuotedPrintable(data.replace(/_/g, ' '));
        return new TextDecoder(charset).decode(bytes);
      },
    );
}
