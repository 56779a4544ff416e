import type {
  Conversation,
  ConversationResponse,
  ConversationsResponse,
} from '@quoteway/contracts';
import type { QuoteType } from '@quoteway/domain';
import { AccountError, FieldRejected, NotFoundError } from '../../errors';
import { businessBadge, type UserRow } from '../auth';
import { type ChatKit, type ChatServiceDeps, chatMessages } from './chatKit';
import { messageRepository } from './messageRepository';
import { type ConversationListRow, chatRepository } from './repository';

/** A listed conversation's job: its trade, its title and its place. */
function jobOf(r: ConversationListRow): Conversation['job'] {
  const jobId = r.conversation.jobId;
  if (!jobId || !r.professionName) return null;
  const titleParts = r.titleParts && r.titleParts.length > 0 ? r.titleParts : [r.professionName];
  return { _id: jobId, professionName: r.professionName, titleParts, locality: r.locality ?? '' };
}

/** The conversation list, one conversation with its latest messages, contacts and blocks. */
export function conversationService(deps: ChatServiceDeps, kit: ChatKit) {
  const { db, clock } = deps;
  const { present, partyConversation, page } = kit;
  const repository = chatRepository(db);
  const messageRepo = messageRepository(db);

  async function toConversations(
    rows: ConversationListRow[],
    userId: string,
  ): Promise<Conversation[]> {
    const lastIds = rows.map((r) => r.lastId).filter((id): id is string => id !== null);
    const last = await messageRepo.messagesByIds(lastIds);
    const byId = new Map(last.map((m) => [m.id, m]));
    return rows.map((r) => {
      const c = r.conversation;
      const lastRow = r.lastId ? byId.get(r.lastId) : undefined;
      return {
        _id: c.id,
        job: jobOf(r),
        otherUser: {
          _id: r.otherId,
          userName: r.otherName,
          imageUrl: r.otherImage,
          businessName: r.otherBusiness,
        },
        lastMessage: lastRow ? present(lastRow, userId) : null,
        unread: r.unread,
        blocked: Boolean(r.blockedByMe) || Boolean(r.blockedMe),
        blockedByMe: Boolean(r.blockedByMe),
        lastMessageAt: c.lastMessageAt.toISOString(),
      };
    });
  }

  async function oneConversation(id: string, userId: string): Promise<Conversation> {
    const [row] = await repository.conversationList(
      userId,
      { conversationId: id },
      { limit: 1, offset: 0 },
    );
    if (!row) throw new NotFoundError(chatMessages.notFound);
    const [conversation] = await toConversations([row], userId);
    if (!conversation) throw new NotFoundError(chatMessages.notFound);
    return conversation;
  }

  return {
    async conversations(
      account: UserRow,
      query: { userId?: string; perPage: number; page: number },
    ): Promise<ConversationsResponse> {
      if (query.userId && query.userId !== account.id) {
        throw new AccountError(403, /*i18n*/ 'You can only read your own conversations');
      }
      const rows = await repository.conversationList(
        account.id,
        {},
        { limit: query.perPage + 1, offset: (query.page - 1) * query.perPage },
      );
      const unread = await repository.unreadConversations(account.id);
      return {
        conversations: await toConversations(rows.slice(0, query.perPage), account.id),
        moreToLoad: rows.length > query.perPage,
        unreadConversations: unread,
      };
    },

    async conversation(
      account: UserRow,
      query: {
        conversationId?: string;
        receiverId?: string;
        jobId?: string;
        perPage: number;
        before?: string;
      },
    ): Promise<ConversationResponse> {
      let id = query.conversationId;
      if (!id) {
        if (!query.receiverId) {
          throw new FieldRejected(
            'querystring.conversationId',
            /*i18n*/ 'is required (or receiverId and jobId)',
          );
        }
        const found = await repository.findConversationBetween(
          account.id,
          query.receiverId,
          query.jobId,
        );
        if (!found) throw new NotFoundError(chatMessages.notFound);
        id = found;
      }
      const row = await partyConversation(repository, id, account.id);
      const [{ rows, moreToLoad }, quote, business, jobStatus] = await Promise.all([
        page(id, query.perPage, query.before),
        repository.quoteOf(id),
        repository.businessOf(row.businessId),
        row.jobId ? repository.jobStatus(row.jobId) : null,
      ]);
      return {
        conversation: await oneConversation(id, account.id),
        quote: quote
          ? {
              _id: quote.id,
              estCost: { type: quote.estType as QuoteType, value: quote.estCents },
              gstIncluded: quote.gstIncluded,
              checkboxes: quote.checkboxes,
              status: quote.status,
            }
          : null,
        jobStatus,
        business: business ? businessBadge(business.owner, business.business) : null,
        messages: rows.map((r) => present(r, account.id)),
        moreToLoad,
      };
    },

    async contacts(account: UserRow, filter: string) {
      const rows = await repository.conversationList(account.id, filter ? { search: filter } : {}, {
        limit: 100,
        offset: 0,
      });
      return {
        users: rows.map((r) => ({
          _id: r.otherId,
          userName: r.otherName,
          imageUrl: r.otherImage,
          businessName: r.otherBusiness,
          conversationId: r.conversation.id,
          jobId: r.conversation.jobId,
          job: jobOf(r),
        })),
      };
    },

    async block(account: UserRow, userId: string, blocked: boolean) {
      if (userId === account.id)
        throw new FieldRejected('body.userId', /*i18n*/ 'cannot be yourself');
      // Only someone you have talked with: a block is not a way to probe who has an account.
      if (!(await repository.haveConversation(account.id, userId))) {
        throw new NotFoundError(chatMessages.notFound);
      }
      if (blocked) await repository.block(account.id, userId, clock.now());
      else await repository.unblock(account.id, userId);
      return { blocked };
    },
  };
}
