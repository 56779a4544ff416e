import { readNotificationPreferences } from '@quoteway/domain';
import type { UserRow } from '../auth';
import { notificationLinks, notifyQuotesOpened } from '../notifications';
import { enqueue } from '../../infra/outbox';
import { type ChatKit, type ChatServiceDeps, otherParty } from './chatKit';
import { messageRepository } from './messageRepository';
import { chatRepository } from './repository';

/** Receipts: a conversation's messages seen, and the e-mail about messages left unread. */
export function receiptService(deps: ChatServiceDeps, kit: ChatKit) {
  const { db, clock } = deps;
  const { present, partyConversation, page } = kit;
  const repository = chatRepository(db);
  const messageRepo = messageRepository(db);

  return {
    /**
     * Opening a conversation: the other party's unread messages become seen (and a quote in
     * it counts as opened by the customer, and its business is told); the sender hears it
     * through `seen-message`.
     */
    async seen(account: UserRow, conversationId: string, perPage: number, origin: string) {
      const conversation = await partyConversation(repository, conversationId, account.id);
      const now = clock.now();
      const marked = await messageRepo.markSeen(conversationId, account.id, now);
      const quoteIds = marked.filter((id): id is string => id !== null);
      if (quoteIds.length > 0 && conversation.customerId === account.id) {
        const opened = await db.transaction(async (tx) => {
          const ids = await messageRepository(tx).markQuotesOpened(quoteIds, now);
          await notifyQuotesOpened(tx, deps.notify, {
            quoteIds: ids,
            customerName: account.userName,
            origin,
          });
          return ids.length;
        });
        if (opened > 0) deps.wakeOutbox();
      }
      if (marked.length > 0) {
        deps.realtime.toUser(otherParty(conversation, account.id), 'seen-message', {
          conversationId,
          seenTime: now.toISOString(),
          seenBy: account.id,
        });
      }
      const { rows } = await page(conversationId, perPage);
      return {
        messages: rows.map((r) => present(r, account.id)),
        seenTime: marked.length > 0 ? now.toISOString() : null,
      };
    },

    /**
     * Outbox, 15 minutes after a message: if it is still unread and its recipient has not
     * been e-mailed about this unread run, send one e-mail and mark the run's messages.
     */
    async unreadCheck(messageId: string, origin: string) {
      const sent = await db.transaction(async (tx) => {
        const inTx = chatRepository(tx);
        const messagesInTx = messageRepository(tx);
        const message = await messagesInTx.findMessage(messageId);
        if (!message || message.seenAt) return false;
        const conversation = await inTx.lockConversation(message.conversationId);
        if (!conversation) return false;
        const recipientId = otherParty(conversation, message.senderId);
        const unread = await messagesInTx.unreadRun(conversation.id, message.senderId);
        if (unread.some((m) => m.emailedAt)) return false;
        const recipient = await inTx.findUser(recipientId);
        const sender = await inTx.findUser(message.senderId);
        if (!recipient || !sender || recipient.status !== 'ACTIVE') return false;
        // The person chose no e-mail about unread messages.
        const preferences = readNotificationPreferences(recipient.notificationPreferences);
        if (!preferences['unread-messages'].email) return false;
        await messagesInTx.markRunEmailed(conversation.id, message.senderId, clock.now());
        await enqueue(
          tx,
          'email',
          {
            to: recipient.email,
            template: 'unread-messages',
            data: {
              name: recipient.userName,
              sender: sender.userName,
              count: String(unread.length),
              link: `${origin}${notificationLinks.conversation(conversation.id)}`,
            },
          },
          clock.now(),
        );
        return true;
      });
      if (sent) deps.wakeOutbox();
      return sent;
    },
  };
}
