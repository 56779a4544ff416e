import { randomBytes } from 'node:crypto';
import type { ModuleContext } from '../../context';
import type { FailureLimiter } from '../auth';
import { chatOutboxHandlers } from './outbox';
import { chatHandlers } from './routes';
import { chatService } from './service';

/** Conversations, messages and media, seen status, blocks, unread e-mails. */
export function chatModule(
  { db, clock, config, realtime, siteOrigin, wakeOutbox, notify, storage }: ModuleContext,
  deps: { limiter: FailureLimiter },
) {
  const chat = chatService({
    db,
    clock,
    realtime,
    storage,
    limiter: deps.limiter,
    mediaSecret: config.MEDIA_URL_SECRET ?? randomBytes(32).toString('base64url'),
    wakeOutbox,
    notify,
  });
  return { routes: chatHandlers({ chat }), outbox: chatOutboxHandlers(chat, siteOrigin) };
}
