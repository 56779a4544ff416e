import type { ChatMessage } from '@quoteway/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { dispatchRealtime } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import { queryClient } from '../queryClient';
import { chatMessage, conversation, conversationId, JOB, ME, TANE } from './chatFixtures';
import { sendMutationKey } from './chatQueries';

// "Seen" on my last message, whatever order the three things that settle it come in: the
// send's answer, its realtime echo (`create-message`) and the other party's `seen-message`.
// The other party's app marks a message seen as soon as its own `create-message` arrives,
// so the seen event often beats the sender's answer.

const localApi = serveLocalApi();

const SENT_AT = '2030-06-15T09:40:00.000Z';
const SEEN_AT = '2030-06-15T09:40:02.000Z';

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  const user = customerUser({ _id: ME });
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok-c', user, false);
});

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

/** My message as the server writes it: unseen when the send is answered. */
const mine: ChatMessage = chatMessage(9, {
  type: 'sent',
  senderId: ME,
  message: 'Does 9am suit?',
  sentAt: SENT_AT,
});

/**
 * Open the conversation and send a message whose answer the local API holds until the
 * returned `release` is called.
 */
async function sendHeld() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  localApi.on('POST /api/send-message', async () => {
    await released;
    return { body: { message: mine } };
  });
  localApi.on('GET /api/conversations', {
    body: { conversations: [conversation(1)], moreToLoad: false, unreadConversations: 0 },
  });
  localApi.on('GET /api/conversation', {
    body: {
      conversation: conversation(1),
      quote: null,
      business: null,
      messages: [chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })],
      moreToLoad: false,
    },
  });
  renderAt(`/chat/${ME}/${TANE}/${JOB}`);
  const log = await screen.findByRole('log', { name: 'Messages with Tane Plumbing' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
    target: { value: mine.message },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(within(log).getByText('sending…')).toBeTruthy();
  // The request is on the server's side (and held) before any event is played.
  await waitFor(() => expect(localApi.callsTo('POST /api/send-message')).toHaveLength(1));
  return {
    log,
    /** Release the answer and wait until the app has taken it in. */
    answer: async () => {
      release();
      await waitFor(() => expect(queryClient.isMutating({ mutationKey: sendMutationKey })).toBe(0));
    },
  };
}

type Step = 'answer' | 'echo' | 'seen';

const play: Record<Step, (answer: () => Promise<void>) => Promise<void> | void> = {
  answer: (answer) => answer(),
  echo: () => {
    const { type: _reader, ...echo } = mine;
    act(() =>
      dispatchRealtime('create-message', { message: echo, senderId: ME, receiverId: TANE }),
    );
  },
  seen: () => {
    act(() =>
      dispatchRealtime('seen-message', {
        conversationId: conversationId(1),
        seenTime: SEEN_AT,
        seenBy: TANE,
      }),
    );
  },
};

describe('chat receipts', () => {
  it('shows "Seen" when the seen event comes before the send’s answer', async () => {
    const { log, answer } = await sendHeld();
    void play.seen(answer);
    // Nothing confirmed yet: the message is still on its way.
    expect(within(log).getByText('sending…')).toBeTruthy();
    await answer();
    expect(within(log).getAllByText('Does 9am suit?')).toHaveLength(1);
    expect(within(log).getByText(/^Seen /)).toBeTruthy();
    expect(within(log).queryByText('Sent')).toBeNull();
  });

  const orders: Step[][] = [
    ['answer', 'echo', 'seen'],
    ['answer', 'seen', 'echo'],
    ['echo', 'answer', 'seen'],
    ['echo', 'seen', 'answer'],
    ['seen', 'answer', 'echo'],
    ['seen', 'echo', 'answer'],
  ];
  it.each(orders)('ends "Seen" when the events come as %s, %s, %s', async (...steps) => {
    const { log, answer } = await sendHeld();
    for (const step of steps) await play[step](answer);
    expect(within(log).getAllByText('Does 9am suit?')).toHaveLength(1);
    expect(within(log).getByText(/^Seen /)).toBeTruthy();
    expect(within(log).queryByText('Sent')).toBeNull();
  });

  it('keeps "Sent" for a message sent after the other party last looked', async () => {
    const { log, answer } = await sendHeld();
    act(() =>
      dispatchRealtime('seen-message', {
        conversationId: conversationId(1),
        // Seen before this message was written: it does not cover it.
        seenTime: '2030-06-15T09:39:00.000Z',
        seenBy: TANE,
      }),
    );
    await answer();
    expect(within(log).getByText('Sent')).toBeTruthy();
  });

  it('marks seen once more when a message arrives while a mark is under way', async () => {
    let releaseMark: () => void = () => {};
    const markHeld = new Promise<void>((resolve) => {
      releaseMark = resolve;
    });
    localApi.on('POST /api/seen-conversation', async () => {
      await markHeld;
      return { body: { messages: [], seenTime: SEEN_AT } };
    });
    localApi.on('GET /api/conversations', {
      body: { conversations: [conversation(1)], moreToLoad: false, unreadConversations: 1 },
    });
    localApi.on('GET /api/conversation', {
      body: {
        conversation: conversation(1, { unread: 1 }),
        quote: null,
        business: null,
        messages: [chatMessage(1)],
        moreToLoad: false,
      },
    });
    renderAt(`/chat/${ME}/${TANE}/${JOB}`);
    const log = await screen.findByRole('log', { name: 'Messages with Tane Plumbing' });
    await waitFor(() => expect(localApi.callsTo('POST /api/seen-conversation')).toHaveLength(1));
    // Theirs, written while the first mark is on its way: the server may not have marked it.
    const { type: _reader, ...next } = chatMessage(2, { message: 'On my way' });
    act(() =>
      dispatchRealtime('create-message', { message: next, senderId: TANE, receiverId: ME }),
    );
    await within(log).findByText('On my way');
    releaseMark();
    await waitFor(() => expect(localApi.callsTo('POST /api/seen-conversation')).toHaveLength(2));
  });
});
