import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessage, conversation, conversationId, KAURI, ME, messageId } from './chatFixtures';
import { useChat } from './chatStore';

const store = () => useChat.getState();
const ids = () => store().list.conversations.map((c) => c._id);

beforeEach(() => {
  store().claim('token-a');
  store().listLoaded(
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
    'first',
  );
});

afterEach(() => store().claim(null));

/** Open conversation 1 with messages 1 and 2 (the second one mine). */
function openFirst() {
  store().conversationWanted(conversationId(1));
  store().conversationLoaded(conversationId(1), {
    conversation: conversation(1),
    messages: [chatMessage(1), chatMessage(2, { type: 'sent', senderId: ME })],
    moreToLoad: true,
  });
}

describe('chat store', () => {
  it('appends a message to the open conversation once, however often it arrives', () => {
    openFirst();
    const { type: _reader, ...incoming } = chatMessage(3, { message: 'On my way' });
    expect(store().receive(incoming, ME)).toBe('open');
    expect(store().receive(incoming, ME)).toBe('open');
    const messages = store().open?.messages ?? [];
    expect(messages.map((m) => m._id)).toEqual([messageId(1), messageId(2), messageId(3)]);
    expect(messages.at(-1)?.type).toBe('received');
    // The open conversation is not counted as unread: the screen marks it seen.
    expect(store().list.conversations[0]).toMatchObject({ _id: conversationId(1), unread: 0 });
  });

  it('moves a conversation that gets a message to the top with one more unread', () => {
    openFirst();
    const { type: _reader, ...incoming } = chatMessage(7, { conversationId: conversationId(3) });
    expect(store().receive(incoming, ME)).toBe('listed');
    expect(store().receive(incoming, ME)).toBe('listed');
    expect(ids()).toEqual([conversationId(3), conversationId(1), conversationId(2)]);
    expect(store().list.conversations[0]).toMatchObject({
      unread: 1,
      lastMessage: { _id: messageId(7), type: 'received' },
    });
    // My own message from another tab moves it too, without counting as unread.
    const { type: _mine, ...echo } = chatMessage(8, {
      conversationId: conversationId(2),
      senderId: ME,
    });
    store().receive(echo, ME);
    expect(ids()[0]).toBe(conversationId(2));
    expect(store().list.conversations[0]).toMatchObject({
      unread: 1,
      lastMessage: { type: 'sent' },
    });
    expect(store().open?.messages).toHaveLength(2);
  });

  it('says when a message belongs to a conversation it does not know', () => {
    const { type: _reader, ...incoming } = chatMessage(9, { conversationId: conversationId(42) });
    expect(store().receive(incoming, ME)).toBe('unknown');
    expect(ids()).toEqual([conversationId(1), conversationId(2), conversationId(3)]);
  });

  it('marks my messages seen when the other party reads them, and clears unread when I do', () => {
    openFirst();
    store().seen(
      { conversationId: conversationId(1), seenTime: '2030-06-15T10:00:00.000Z', seenBy: 'x' },
      ME,
    );
    const [theirs, mine] = store().open?.messages ?? [];
    expect(mine?.seenTime).toBe('2030-06-15T10:00:00.000Z');
    expect(theirs?.seenTime).toBeNull();

    store().seen(
      { conversationId: conversationId(2), seenTime: '2030-06-15T10:00:00.000Z', seenBy: ME },
      ME,
    );
    expect(store().list.conversations[1]).toMatchObject({ _id: conversationId(2), unread: 0 });
  });

  it('puts a re-read first page in front of the pages already loaded, without duplicates', () => {
    store().listLoaded(
      {
        conversations: [conversation(3), conversation(4)],
        moreToLoad: false,
        unreadConversations: 1,
      },
      'next',
    );
    expect(ids()).toEqual([1, 2, 3, 4].map(conversationId));
    expect(store().list).toMatchObject({ page: 2, moreToLoad: false });

    store().listLoaded(
      {
        conversations: [conversation(4, { unread: 2 }), conversation(1)],
        moreToLoad: true,
        unreadConversations: 2,
      },
      'refresh',
    );
    expect(ids()).toEqual([4, 1, 2, 3].map(conversationId));
    expect(store().list.conversations[0]?.unread).toBe(2);
    expect(store().unreadConversations).toBe(2);
  });

  it('shows a sent message once when its realtime echo arrives before the answer', () => {
    openFirst();
    store().pendingAdded({
      tempId: 'p1',
      conversationId: conversationId(1),
      text: 'Thanks',
      file: null,
      status: 'sending',
    });
    const sent = chatMessage(5, { type: 'sent', senderId: ME, message: 'Thanks' });
    const { type: _reader, ...echo } = sent;
    store().receive(echo, ME);
    store().pendingSent('p1', sent);
    expect(store().open?.pending).toEqual([]);
    expect(store().open?.messages.filter((m) => m._id === sent._id)).toHaveLength(1);
  });

  it('puts earlier messages before the loaded ones and forgets everything for another session', () => {
    openFirst();
    store().earlierRequested();
    store().earlierLoaded(conversationId(1), {
      conversation: conversation(1),
      messages: [chatMessage(0), chatMessage(1)],
      moreToLoad: false,
    });
    expect(store().open?.messages.map((m) => m._id)).toEqual([0, 1, 2].map(messageId));
    expect(store().open).toMatchObject({ moreToLoad: false, loadingEarlier: false });

    store().claim('token-b');
    expect(store().open).toBeNull();
    expect(store().list.conversations).toEqual([]);
    expect(store().unreadConversations).toBe(0);
  });
});
