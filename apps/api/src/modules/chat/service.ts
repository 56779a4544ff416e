import { type ChatServiceDeps, chatKit } from './chatKit';
import { conversationService } from './conversations';
import { messageService } from './messages';
import { receiptService } from './receipts';

export type { ChatServiceDeps } from './chatKit';

/**
 * Chat: a user reads and writes only conversations they are a party to; neither party can
 * write while either has blocked the other; every send is rate-limited and reaches both
 * parties' sockets after it commits; a message left unread 15 minutes e-mails its recipient
 * once per unread run. One service made of three by use case (conversations and contacts,
 * messages and media, receipts), which share `chatKit`.
 */
export function chatService(deps: ChatServiceDeps) {
  const kit = chatKit(deps);
  return {
    ...conversationService(deps, kit),
    ...messageService(deps, kit),
    ...receiptService(deps, kit),
  };
}
export type ChatService = ReturnType<typeof chatService>;
