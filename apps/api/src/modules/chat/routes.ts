import '@fastify/multipart';
import {
  ApiError,
  BlockBody,
  BlockResponse,
  ContactUsersQuery,
  ContactUsersResponse,
  ConversationQuery,
  ConversationResponse,
  ConversationsQuery,
  ConversationsResponse,
  MediaParams,
  SeenConversationBody,
  SeenConversationResponse,
  SendMessageBody,
  SendMessageResponse,
} from '@quoteway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInAccount } from '../auth/authenticate';
import type { AccountRepository } from '../auth/repository';
import { FieldRejected } from '../auth/service';
import type { SessionStore } from '../auth/sessions';
import { MAX_MEDIA_BYTES, prepareMedia } from './media';
import type { ChatService } from './service';

export interface ChatRoutesOptions {
  chat: ChatService;
  repository: AccountRepository;
  sessions: SessionStore;
}

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError };

/** The chat calls of spec section 7, at their paths under /api. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chat } = options;
  const signedIn = requireUser(options.sessions, options.repository);
  const tags = ['chat'];

  app.get(
    '/conversations',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'My conversations, most recent first, with unread counts',
        querystring: ConversationsQuery,
        response: { 200: ConversationsResponse, ...errors },
      },
    },
    async (request) => chat.conversations(signedInAccount(request), request.query),
  );

  app.get(
    '/conversation',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A page of one conversation (oldest first); `before` goes back in history',
        querystring: ConversationQuery,
        response: { 200: ConversationResponse, ...errors },
      },
    },
    async (request) => chat.conversation(signedInAccount(request), request.query),
  );

  app.post(
    '/send-message',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Send a text message',
        body: SendMessageBody,
        response: { 200: SendMessageResponse, ...errors },
      },
    },
    async (request) => ({
      message: await chat.sendText(
        signedInAccount(request),
        request.body.conversationId,
        request.body.message,
      ),
    }),
  );

  app.post(
    '/send-media-message',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Send an image (JPEG, PNG, WebP) or a PDF up to 10 MB: multipart fields conversationId, message (caption), then file',
        consumes: ['multipart/form-data'],
        response: { 200: SendMessageResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new FieldRejected('body.file', 'send the file as multipart/form-data');
      }
      const part = await request.file({ limits: { fileSize: MAX_MEDIA_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file') throw new FieldRejected('body.file', 'is required');
      const field = (name: string) => {
        const value = part.fields[name];
        return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
      };
      const fields = z
        .object({ conversationId: z.uuid(), message: z.string().trim().max(4000) })
        .safeParse({ conversationId: field('conversationId'), message: field('message') });
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw new FieldRejected(
          `body.${String(issue?.path[0] ?? 'conversationId')}`,
          issue?.message ?? 'is invalid',
        );
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw new FieldRejected('body.file', 'must be at most 10 MB');
      }
      const prepared = await prepareMedia(bytes, part.filename);
      return {
        message: await chat.sendMedia(
          signedInAccount(request),
          fields.data.conversationId,
          prepared,
          fields.data.message,
        ),
      };
    },
  );

  app.post(
    '/seen-conversation',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Mark the other party’s messages seen; returns the newest page',
        body: SeenConversationBody,
        response: { 200: SeenConversationResponse, ...errors },
      },
    },
    async (request) =>
      chat.seen(signedInAccount(request), request.body.conversationId, request.body.perPage),
  );

  app.get(
    '/chat/contact/users',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The people I have conversations with, filtered by name',
        querystring: ContactUsersQuery,
        response: { 200: ContactUsersResponse, ...errors },
      },
    },
    async (request) => chat.contacts(signedInAccount(request), request.query.filterData),
  );

  app.post(
    '/chat/block',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Block or unblock a user: while blocked, neither can message the other',
        body: BlockBody,
        response: { 200: BlockResponse, ...errors },
      },
    },
    async (request) =>
      chat.block(signedInAccount(request), request.body.userId, request.body.blocked),
  );

  app.get(
    '/media/:id',
    {
      schema: {
        tags,
        summary: 'A chat attachment by its signed URL (handed only to the conversation’s parties)',
        params: MediaParams.pick({ id: true }),
        querystring: z.object({
          variant: MediaParams.shape.variant,
          expires: z.coerce.number().int(),
          sig: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const { variant, expires, sig } = request.query;
      const media = await chat.media(request.params.id, variant, expires, sig);
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
  );
};
