import type { RouteHandlers } from '../../plugins/app/routeTable';
import { prepareMedia } from './media';
import type { ChatService } from './service';

type ChatHandlers = Pick<
  RouteHandlers,
  | 'conversations'
  | 'conversation'
  | 'sendMessage'
  | 'sendMediaMessage'
  | 'seenConversation'
  | 'contactUsers'
  | 'block'
  | 'chatMedia'
>;

/** The chat calls of spec section 7. */
export function chatHandlers({ chat }: { chat: ChatService }): ChatHandlers {
  return {
    conversations: async ({ account, query }) => chat.conversations(account, query),
    conversation: async ({ account, query }) => chat.conversation(account, query),
    sendMessage: async ({ account, body, headers }) => ({
      message: await chat.sendText(
        account,
        body.conversationId,
        body.message,
        headers['idempotency-key'],
      ),
    }),
    sendMediaMessage: async ({ account, body, file, headers }) => {
      const key = headers['idempotency-key'];
      const upload = {
        conversationId: body.conversationId,
        caption: body.message,
        bytes: file.bytes,
      };
      // A retry of a send already made is answered before its file is decoded again.
      const first = await chat.earlierMedia(account, upload, key);
      if (first) return { message: first };
      const prepared = await prepareMedia(file.bytes, file.filename);
      return { message: await chat.sendMedia(account, upload, prepared, key) };
    },
    seenConversation: async ({ account, body, origin }) =>
      chat.seen(account, body.conversationId, body.perPage, origin),
    contactUsers: async ({ account, query }) => chat.contacts(account, query.filterData),
    block: async ({ account, body }) => chat.block(account, body.userId, body.blocked),
    chatMedia: async ({ params, query, reply }) => {
      const media = await chat.media(params.id, query.variant, query.expires, query.sig);
      const pdf = media.mimeType === 'application/pdf';
      const name = media.name.replace(/["\\\r\n]/g, '_');
      return reply
        .type(media.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${pdf ? 'attachment' : 'inline'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(media.name)}`,
        )
        .send(media.bytes);
    },
  };
}
