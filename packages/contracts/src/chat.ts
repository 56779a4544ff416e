import { CHAT_PAGE_SIZE } from '@quoteway/domain';
import { z } from 'zod';
import { uuid } from './fields';
import { jobStatuses, QuotedCheckboxes, QuotedCost, quoteStatuses } from './marketplace';

// ---------------------------------------------------------------------------------------
// Chat (spec section 7): conversations between a customer and a business, usually about a
// job; the first message of a quote's conversation is the quote itself.
// ---------------------------------------------------------------------------------------

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const chatMessageTypes = ['text', 'media', 'quote'] as const;

/** An attachment: served only to the conversation's parties. */
export const ChatMedia = z.object({
  url: z.string(),
  /** Images only: a small preview. */
  thumbnailUrl: z.string().nullable(),
  mimeType: z.string(),
  name: z.string(),
  size: z.number().int(),
});

export const ChatMessage = z.object({
  _id: uuid,
  conversationId: uuid,
  /** The text; for a media message its caption (may be empty). Always plain text. */
  message: z.string(),
  messageType: z.enum(chatMessageTypes),
  /** From the reader's side: 'sent' by me or 'received'. */
  type: z.enum(['sent', 'received']),
  senderId: uuid,
  sentAt: z.string(),
  /** When the other party saw it; null means unread. */
  seenTime: z.string().nullable(),
  media: ChatMedia.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatParty = z.object({
  _id: uuid,
  userName: z.string(),
  imageUrl: z.string().nullable(),
  businessName: z.string().nullable(),
});

/** The job a conversation is about: its trade and place. */
/**
 * A conversation's job: its trade, its title (its answers' parts, or its trade for a job with
 * none; each part translated for the reader) and its place.
 */
const ConversationJob = z.object({
  _id: uuid,
  professionName: z.string(),
  titleParts: z.array(z.string()),
  locality: z.string(),
});

export const Conversation = z.object({
  _id: uuid,
  job: ConversationJob.nullable(),
  otherUser: ChatParty,
  lastMessage: ChatMessage.nullable(),
  /** Messages from the other party I have not seen. */
  unread: z.number().int(),
  /** I blocked the other party, or they blocked me: nobody can write. */
  blocked: z.boolean(),
  blockedByMe: z.boolean(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationsQuery = z.object({
  /** The signed-in user's id (the spec's client sends it); another id is refused. */
  userId: uuid.optional(),
  perPage: z.coerce.number().int().min(1).max(50).default(CHAT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  isApk: flag.optional(),
});

export const ConversationsResponse = z.object({
  conversations: z.array(Conversation),
  moreToLoad: z.boolean(),
  /** Conversations with at least one unread message (the My Responses badge). */
  unreadConversations: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof ConversationsResponse>;

/**
 * One conversation's messages, newest page first going back in history: `before` is the id
 * of the oldest message the client has. Open it by id, or by the other user and the job
 * (the /chat/:senderId/:receiverId/:jobId screen).
 */
export const ConversationQuery = z.object({
  conversationId: uuid.optional(),
  receiverId: uuid.optional(),
  jobId: uuid.optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  before: uuid.optional(),
});

export const ConversationResponse = z.object({
  conversation: Conversation,
  /** The quote the conversation began with, for the header: price, type and inclusions. */
  quote: z
    .object({
      _id: uuid,
      estCost: QuotedCost,
      gstIncluded: z.boolean(),
      checkboxes: QuotedCheckboxes,
      status: z.enum(quoteStatuses),
    })
    .nullable(),
  /**
   * Where the conversation's job is (null without a job): the customer can hire from the
   * conversation while it is open and the quote still stands.
   */
  jobStatus: z.enum(jobStatuses).nullable(),
  /** The business side's trust line: name (linked to its page), rating, verification. */
  business: z
    .object({
      _id: uuid,
      businessName: z.string(),
      logoUrl: z.string().nullable(),
      verified: z.boolean(),
      rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    })
    .nullable(),
  /** Oldest first. */
  messages: z.array(ChatMessage),
  moreToLoad: z.boolean(),
});
export type ConversationResponse = z.infer<typeof ConversationResponse>;

export const SendMessageBody = z.object({
  conversationId: uuid,
  message: z.string().trim().min(1, /*i18n*/ 'must not be empty').max(4000),
});
export const SendMessageResponse = z.object({ message: ChatMessage });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

export const SeenConversationBody = z.object({
  conversationId: uuid,
  perPage: z.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export const SeenConversationResponse = z.object({
  messages: z.array(ChatMessage),
  /** When they were marked seen (null when nothing was unread). */
  seenTime: z.string().nullable(),
});

export const ContactUsersQuery = z.object({
  /** Matches the other party's name or business name. */
  filterData: z.string().trim().max(80).default(''),
});
export const ContactUsersResponse = z.object({
  /** Most recent conversation first; one entry per conversation (a person with two jobs twice). */
  users: z.array(
    ChatParty.extend({
      conversationId: uuid,
      jobId: uuid.nullable(),
      /** The job's trade and place, which tell two conversations with one person apart. */
      job: ConversationJob.nullable(),
    }),
  ),
});

/** The text fields of a media message (multipart, before the file part). */
export const SendMediaMessageFields = z.object({
  conversationId: uuid,
  /** The caption. */
  message: z.string().trim().max(4000).default(''),
});

export const BlockBody = z.object({ userId: uuid, blocked: z.boolean() });
export const BlockResponse = z.object({ blocked: z.boolean() });

export const MediaParams = z.object({
  id: uuid,
  variant: z.enum(['original', 'thumbnail']).default('original'),
});
