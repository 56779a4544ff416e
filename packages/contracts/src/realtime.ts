/**
 * The realtime events of spec section 7, typed once for server and client. A changed
 * payload is a new event name, never a silent change.
 */
export const realtimeEvents = [
  'create-message',
  'new-conversation',
  'seen-message',
  'update-credits',
  'fetch-leads',
] as const;
export type RealtimeEvent = (typeof realtimeEvents)[number];

/** A chat message as the realtime events carry it (spec section 3, chat). */
export interface RealtimeMessage {
  _id: string;
  conversationId: string;
  message: string;
  messageType: 'text' | 'media' | 'quote';
  senderId: string;
  sentAt: string;
  /** ISO time the recipient saw it; null means unread. */
  seenTime: string | null;
  media: {
    url: string;
    thumbnailUrl: string | null;
    mimeType: string;
    name: string;
    size: number;
  } | null;
}

/** Events the server sends; each user receives them in their own room. */
export interface ServerToClientEvents {
  'create-message': (payload: {
    message: RealtimeMessage;
    senderId: string;
    receiverId: string;
  }) => void;
  'new-conversation': (payload: { userIds: [string, string]; conversationId: string }) => void;
  'seen-message': (payload: { conversationId: string; seenTime: string; seenBy: string }) => void;
  'update-credits': (payload: { userId: string }) => void;
  'fetch-leads': (payload: { leadId?: string }) => void;
}

/** Events a client may send (none yet: writes go through the HTTP API). */
export type ClientToServerEvents = Record<never, never>;
