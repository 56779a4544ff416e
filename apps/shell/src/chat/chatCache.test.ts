import { describe, expect, it } from 'vitest';
import { chatMessage, conversation, conversationId, KAURI, ME, messageId } from './chatFixtures';
import {
  type ConversationList,
  fromReaderSide,
  listedConversations,
  listSeenByOther,
  listChanged,
  listWithMessage,
  type Thread,
  threadHas,
  threadMessages,
  threadSeenByOther,
  threadWithMessage,
  withSeenMark,
} from './chatCache';

// The chat's cached pages as realtime events and answers change them (the patches that
// chatQueries.ts applies to TanStack Query's cache).

/** The list as the first page loaded it. */
function firstPage(): ConversationList {
  return {
    pages: [
      {
        conversations: [
          conversation(1),
          conversation(2, { unread: 1 }),
          conversation(3, {
            otherUser: { _id: KAURI, userName: 'Kauri', imageUrl: null, businessName: null },
          }),
        ],
        moreToLoad: true,
        unreadConversations: 1,
      },
    ],
    pageParams: [1],
  };
}

const ids = (list: ConversationList) => listedConversations(list).map((c) => c._id);

/** Conversation 1 opened with messages 1 and 2 (the second one mine). */
function openFirst(): Thread {
  return {
    pages: [
      {
        conversation: conversation(1),
        quote: null,
        jobStatus: null,
        business: null,
        messages: [chatMessage(1), chatMessage(2, { type: 'sent', senderId: ME })],
        moreToLoad: true,
      },
    ],
    pageParams: [null],
  };
}

describe('chat cache', () => {
  it('appends a message to the open conversation once, however often it arrives', () => {
    let thread = openFirst();
    let list = firstPage();
    const { type: _reader, ...incoming } = chatMessage(3, { message: 'On my way' });
    for (let i = 0; i < 2; i += 1) {
      const message = fromReaderSide(incoming, ME);
      thread = threadWithMessage(thread, message);
      list = listWithMessage(list, message, true);
    }
    const messages = threadMessages(thread);
    expect(messages.map((m) => m._id)).toEqual([messageId(1), messageId(2), messageId(3)]);
    expect(messages.at(-1)?.type).toBe('received');
    // The open conversation is not counted as unread: the screen marks it seen.
    expect(listedConversations(list)[0]).toMatchObject({ _id: conversationId(1), unread: 0 });
  });

  it('moves a conversation that gets a message to the top with one more unread', () => {
    let list = firstPage();
    const { type: _reader, ...incoming } = chatMessage(7, { conversationId: conversationId(3) });
    list = listWithMessage(list, fromReaderSide(incoming, ME), false);
    expect(ids(list)).toEqual([conversationId(3), conversationId(1), conversationId(2)]);
    expect(listedConversations(list)[0]).toMatchObject({
      unread: 1,
      lastMessage: { _id: messageId(7), type: 'received' },
    });
    // My own message from another tab moves it too, without counting as unread.
    const { type: _mine, ...echo } = chatMessage(8, {
      conversationId: conversationId(2),
      senderId: ME,
    });
    const thread = threadWithMessage(openFirst(), fromReaderSide(echo, ME));
    list = listWithMessage(list, fromReaderSide(echo, ME), false);
    expect(ids(list)[0]).toBe(conversationId(2));
    expect(listedConversations(list)[0]).toMatchObject({
      unread: 1,
      lastMessage: { type: 'sent' },
    });
    // Another conversation's message does not enter the open one.
    expect(threadMessages(thread)).toHaveLength(2);
  });

  it('leaves the list as it was for a conversation it does not know', () => {
    const { type: _reader, ...incoming } = chatMessage(9, { conversationId: conversationId(42) });
    const list = listWithMessage(firstPage(), fromReaderSide(incoming, ME), false);
    expect(ids(list)).toEqual([conversationId(1), conversationId(2), conversationId(3)]);
  });

  it('marks my messages seen when the other party reads them, and clears unread when I do', () => {
    const thread = threadSeenByOther(openFirst(), '2030-06-15T10:00:00.000Z');
    const [theirs, mine] = threadMessages(thread);
    expect(mine?.seenTime).toBe('2030-06-15T10:00:00.000Z');
    expect(theirs?.seenTime).toBeNull();

    const list = listChanged(firstPage(), conversationId(2), (c) => ({ ...c, unread: 0 }));
    expect(listedConversations(list)[1]).toMatchObject({ _id: conversationId(2), unread: 0 });
    const seen = listSeenByOther(
      listWithMessage(firstPage(), chatMessage(5, { type: 'sent', senderId: ME }), false),
      conversationId(1),
      '2030-06-15T10:00:00.000Z',
    );
    expect(listedConversations(seen)[0]?.lastMessage?.seenTime).toBe('2030-06-15T10:00:00.000Z');
  });

  it('puts a re-read first page in front of the pages already loaded, without duplicates', () => {
    const list = firstPage();
    list.pages.push({
      conversations: [conversation(3), conversation(4)],
      moreToLoad: false,
      unreadConversations: 1,
    });
    list.pageParams.push(2);
    expect(ids(list)).toEqual([1, 2, 3, 4].map(conversationId));

    const reread: ConversationList = {
      pages: [
        {
          conversations: [conversation(4, { unread: 2 }), conversation(1)],
          moreToLoad: true,
          unreadConversations: 2,
        },
        ...list.pages.slice(1),
      ],
      pageParams: list.pageParams,
    };
    expect(
      ids({ ...reread, pages: [reread.pages[0]!, ...firstPage().pages, ...list.pages.slice(1)] }),
    ).toEqual([4, 1, 2, 3].map(conversationId));
    expect(listedConversations(reread)[0]?.unread).toBe(2);
  });

  it('shows a sent message once when its realtime echo arrives before the answer', () => {
    const sent = chatMessage(5, { type: 'sent', senderId: ME, message: 'Thanks' });
    const { type: _reader, ...echo } = sent;
    let thread = threadWithMessage(openFirst(), fromReaderSide(echo, ME));
    expect(threadHas(thread, sent._id)).toBe(true);
    thread = threadWithMessage(thread, sent);
    expect(threadMessages(thread).filter((m) => m._id === sent._id)).toHaveLength(1);
  });

  it('puts earlier messages before the loaded ones', () => {
    const thread = openFirst();
    const earlier: Thread = {
      pages: [
        ...thread.pages,
        {
          conversation: conversation(1),
          quote: null,
          jobStatus: null,
          business: null,
          messages: [chatMessage(0), chatMessage(1)],
          moreToLoad: false,
        },
      ],
      pageParams: [
        ...thread.pageParams,
        { conversationId: conversationId(1), before: messageId(1) },
      ],
    };
    expect(threadMessages(earlier).map((m) => m._id)).toEqual([0, 1, 2].map(messageId));
  });

  it.each([
    ['covers a message sent before it', 'sent', null, '2030-06-15T09:02:00.000Z', true],
    ['covers a message sent at that very time', 'sent', null, '2030-06-15T09:01:00.000Z', true],
    ['leaves a message sent after it', 'sent', null, '2030-06-15T09:00:30.000Z', false],
    ['leaves their messages', 'received', null, '2030-06-15T09:02:00.000Z', false],
    [
      'keeps a seen time already known',
      'sent',
      '2030-06-15T09:01:30.000Z',
      '2030-06-15T09:05:00.000Z',
      false,
    ],
  ] as const)('a seen mark %s', (_, type, seenTime, mark, applied) => {
    const message = chatMessage(1, { type, seenTime });
    expect(withSeenMark(message, mark).seenTime).toBe(applied ? mark : seenTime);
  });

  it('never loses a seen time to a later copy of the message without one', () => {
    const seen = chatMessage(2, {
      type: 'sent',
      senderId: ME,
      seenTime: '2030-06-15T09:05:00.000Z',
    });
    let thread = threadWithMessage(openFirst(), seen);
    thread = threadWithMessage(thread, { ...seen, seenTime: null });
    expect(threadMessages(thread).find((m) => m._id === seen._id)?.seenTime).toBe(
      '2030-06-15T09:05:00.000Z',
    );
  });
});
