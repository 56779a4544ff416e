import type { ChatMessage, Conversation } from '@quoteway/api-client';

// Wire-shaped chat data for the chat tests (what GET /api/conversations and
// GET /api/conversation answer).

export const ME = '00000000-0000-4000-8000-00000000000c';
export const TANE = '00000000-0000-4000-8000-0000000000b1';
export const KAURI = '00000000-0000-4000-8000-0000000000b2';
export const JOB = '00000000-0000-4000-8000-0000000000a1';

/** A uuid numbered `n` in a family (`prefix`: 8 hex digits). */
const uid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const conversationId = (n: number) => uid('cccccccc', n);
export const messageId = (n: number) => uid('eeeeeeee', n);

/** Message `n` of conversation 1, sent n minutes after 09:00 on 15 June 2030. */
export function chatMessage(n: number, change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: messageId(n),
    conversationId: conversationId(1),
    message: `Message number ${n}`,
    messageType: 'text',
    type: 'received',
    senderId: TANE,
    sentAt: new Date(Date.UTC(2030, 5, 15, 9, n)).toISOString(),
    seenTime: null,
    media: null,
    ...change,
  };
}

/** Conversation `n` with Tane Plumbing about a plumbing job in Ponsonby. */
export function conversation(n: number, change: Partial<Conversation> = {}): Conversation {
  const last = chatMessage(100 + n, { conversationId: conversationId(n) });
  return {
    _id: conversationId(n),
    job: {
      _id: JOB,
      professionName: 'Plumber',
      titleParts: ['Leaking tap'],
      locality: 'Ponsonby',
    },
    otherUser: { _id: TANE, userName: 'Tane', imageUrl: null, businessName: 'Tane Plumbing' },
    lastMessage: last,
    unread: 0,
    blocked: false,
    blockedByMe: false,
    lastMessageAt: last.sentAt,
    ...change,
  };
}
