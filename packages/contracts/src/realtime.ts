import { z } from 'zod';
import { ChatMessage } from './chat';
import { uuid } from './fields';

// The realtime events of spec section 7, typed once for server and client. A changed payload
// is a new event name, never a silent change. An event is a hint to re-read, never the data
// of record: a client that misses one re-reads after reconnecting.

/** Each event's payload. Every user receives the events in their own room. */
export const realtimeEventSchemas = {
  /** A chat message, sent to each party as that party reads it (`type` sent or received). */
  'create-message': z.object({
    message: ChatMessage,
    senderId: uuid,
    receiverId: uuid,
  }),
  'new-conversation': z.object({ userIds: z.tuple([uuid, uuid]), conversationId: uuid }),
  'seen-message': z.object({ conversationId: uuid, seenTime: z.string(), seenBy: uuid }),
  'update-credits': z.object({ userId: uuid }),
  'fetch-leads': z.object({ leadId: uuid.optional() }),
  /** A notification for this user (re-read /notifications and /applications). */
  notification: z.object({ notificationId: uuid }),
};

export type RealtimeEvent = keyof typeof realtimeEventSchemas;

/** Events the server sends, as socket.io's typed-events map. */
export type ServerToClientEvents = {
  [E in RealtimeEvent]: (payload: z.infer<(typeof realtimeEventSchemas)[E]>) => void;
};

/** Events a client may send (none yet: writes go through the HTTP API). */
export type ClientToServerEvents = Record<never, never>;
