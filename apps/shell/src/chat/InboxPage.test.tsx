/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';
import type { ChatMessage, Conversation } from '@quoteway/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import {
  chatMessage,
  conversation,
  conversationId,
  JOB,
  KAURI,
  ME,
  messageId,
  TANE,
} from './chatFixtures';
import { receiveMessage } from './chatQueries';

const localApi = serveLocalApi();

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

/** Answer the conversation list (and the menu badge's one-item read) with `conversations`. */
function serveList(conversations: Conversation[], unreadConversations = 0, moreToLoad = false) {
  localApi.on('GET /api/conversations', {
    body: { conversations, moreToLoad, unreadConversations },
  });
}

/** Answer GET /api/conversation with conversation 1 and `messages`. */
function serveConversation(
  messages: ChatMessage[],
  change: Partial<Conversation> = {},
  extra: { quote?: unknown; business?: unknown; jobStatus?: string } = {},
) {
  localApi.on('GET /api/conversation', {
    body: {
      conversation: conversation(1, change),
      quote: null,
      jobStatus: 'open',
      business: null,
      ...extra,
      messages,
      moreToLoad: false,
    },
  });
}

const listCalls = () =>
  localApi.callsTo('GET /api/conversations').filter((c) => c.query.get('perPage') !== '1');

async function openChat(messages: ChatMessage[], change: Partial<Conversation> = {}) {
  serveList([conversation(1, change)]);
  serveConversation(messages, change);
  const view = renderAt(`/chat/${ME}/${TANE}/${JOB}`);
  const log = await screen.findByRole('log', { name: 'Messages with Tane Plumbing' });
  return { ...view, log };
}

const composer = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

describe('inbox', () => {
  it('lists conversations, most recent first, with the job, an excerpt and the unread count', async () => {
    serveList(
      [
        conversation(2, {
          unread: 3,
          lastMessage: chatMessage(20, {
            messageType: 'media',
            message: '',
            media: {
              url: '/api/chat/media/1',
              thumbnailUrl: null,
              mimeType: 'image/png',
              name: 'leak.png',
              size: 2048,
            },
          }),
        }),
        conversation(1, {
          otherUser: { _id: KAURI, userName: 'Kauri Smith', imageUrl: null, businessName: null },
          lastMessage: chatMessage(10, { type: 'sent', senderId: ME, message: 'See you then' }),
        }),
      ],
      1,
      true,
    );
    renderAt('/inbox');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    const [first, second] = links as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Tane Plumbing');
    expect(first.textContent).toContain('Leaking tap · Ponsonby');
    expect(first.textContent).toContain('Photo');
    expect(within(first).getByText('3 unread messages')).toBeTruthy();
    expect(first.getAttribute('href')).toBe(`/chat/${ME}/${TANE}/${JOB}`);
    expect(second.textContent).toContain('Kauri Smith');
    expect(second.textContent).toContain('You: See you then');
    expect(within(second).queryByText(/unread/)).toBeNull();
    expect(Object.fromEntries(listCalls()[0]?.query ?? [])).toMatchObject({
      perPage: '20',
      page: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('page')).toBe('2'));
  });

  it('says so when there are no conversations', async () => {
    serveList([]);
    renderAt('/inbox');
    expect(await screen.findByText('No new messages as of now!')).toBeTruthy();
  });

  it('opens the conversation of the URL, marks it seen and puts the reader at the composer', async () => {
    localApi.on('POST /api/seen-conversation', {
      body: {
        messages: [chatMessage(1, { seenTime: '2030-06-15T10:00:00.000Z' })],
        seenTime: '2030-06-15T10:00:00.000Z',
      },
    });
    const { log } = await openChat([chatMessage(1)], { unread: 1 });
    expect(within(log).getByText('Message number 1')).toBeTruthy();
    const query = localApi.callsTo('GET /api/conversation')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      receiverId: TANE,
      jobId: JOB,
      perPage: '20',
    });
    await waitFor(() => expect(localApi.callsTo('POST /api/seen-conversation')).toHaveLength(1));
    expect(localApi.callsTo('POST /api/seen-conversation')[0]?.body).toMatchObject({
      conversationId: conversationId(1),
    });
    expect(document.activeElement).toBe(composer());
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { current: 'page' }).textContent).toContain('Tane Plumbing');
  });

  it('heads the conversation with the business’s page, verification, stars and its quote', async () => {
    serveList([conversation(1)]);
    serveConversation(
      [chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })],
      {},
      {
        quote: {
          _id: '11111111-0000-4000-8000-000000000001',
          estCost: { type: 'Hourly', value: 9_550 },
          gstIncluded: true,
          checkboxes: { cost: false, inspection: true, information: false, comment: false },
          status: 'sent',
        },
        business: {
          _id: TANE,
          businessName: 'Tane Plumbing',
          logoUrl: null,
          verified: true,
          rating: { average: 4.6, count: 1 },
        },
      },
    );
    renderAt(`/chat/${ME}/${TANE}/${JOB}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tane Plumbing' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(
      `/business-details/${TANE}`,
    );
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('Verified')).toBeTruthy();
    expect(
      within(header).getByRole('img', { name: 'Rated 4.6 out of 5 from 1 review' }),
    ).toBeTruthy();
    const quote = screen.getByRole('region', { name: 'The quote' });
    expect(within(quote).getByText('Estimated cost: $95.50 (Per hour)')).toBeTruthy();
    expect(within(quote).getByText('Price confirmed after an inspection')).toBeTruthy();
  });

  it('shows no trust line when the other party is not a business', async () => {
    // Messages already seen: opening the chat asks for no mark.
    await openChat([chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })]);
    const heading = screen.getByRole('heading', { level: 2, name: 'Tane Plumbing' });
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByRole('region', { name: 'The quote' })).toBeNull();
  });

  it('does not mark a conversation seen when nothing of theirs is unread', async () => {
    localApi.on('POST /api/send-message', {
      body: { message: chatMessage(9, { type: 'sent', senderId: ME, message: 'Hi' }) },
    });
    const { log } = await openChat([chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })]);
    // A mark would have been asked for on opening, before this message's whole round trip.
    fireEvent.change(composer(), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('Sent');
    expect(localApi.callsTo('POST /api/seen-conversation')).toHaveLength(0);
  });

  it('goes back in history with the oldest message’s id', async () => {
    serveList([conversation(1)]);
    localApi.on('GET /api/conversation', (call) => {
      const before = call.query.get('before');
      return {
        body: {
          conversation: conversation(1),
          messages: before ? [chatMessage(1), chatMessage(2)] : [chatMessage(3), chatMessage(4)],
          moreToLoad: !before,
        },
      };
    });
    renderAt(`/inbox?conversation=${conversationId(1)}`);
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Message number 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await within(log).findByText('Message number 1');
    const calls = localApi.callsTo('GET /api/conversation');
    expect(calls[0]?.query.get('conversationId')).toBe(conversationId(1));
    expect(calls[1]?.query.get('before')).toBe(messageId(3));
    const texts = within(log)
      .getAllByText(/^Message number/)
      .map((node) => node.textContent);
    expect(texts).toEqual([1, 2, 3, 4].map((n) => `Message number ${n}`));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends on Enter (Shift+Enter is a new line) and shows the message', async () => {
    localApi.on('POST /api/send-message', (call) => ({
      body: {
        message: chatMessage(9, {
          type: 'sent',
          senderId: ME,
          message: String(call.body?.message),
        }),
      },
    }));
    const { log } = await openChat([chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })]);
    fireEvent.change(composer(), { target: { value: 'Tuesday works\nafter 3' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(localApi.callsTo('POST /api/send-message')).toHaveLength(0);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(within(log).getByText('sending…')).toBeTruthy();
    expect(composer().value).toBe('');
    await within(log).findByText('Sent');
    expect(within(log).queryByText('sending…')).toBeNull();
    expect(within(log).getByText(/Tuesday works/).textContent).toBe('Tuesday works\nafter 3');
    expect(localApi.callsTo('POST /api/send-message')[0]?.body).toEqual({
      conversationId: conversationId(1),
      message: 'Tuesday works\nafter 3',
    });
  });

  it('sends a text again with the same Idempotency-Key when its process stopped (503)', async () => {
    let calls = 0;
    localApi.on('POST /api/send-message', (call) => {
      calls += 1;
      if (calls === 1) return apiError(503, 'Service Unavailable');
      return {
        body: {
          message: chatMessage(9, {
            type: 'sent',
            senderId: ME,
            message: String(call.body?.message),
          }),
        },
      };
    });
    const { log } = await openChat([]);
    fireEvent.change(composer(), { target: { value: 'Still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('Sent');
    const sends = localApi.callsTo('POST /api/send-message');
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((call) => call.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(within(log).getAllByText('Still there?')).toHaveLength(1);
  });

  it('sends a photo again with the same Idempotency-Key when its process stopped (503)', async () => {
    let calls = 0;
    localApi.on('POST /api/send-media-message', () => {
      calls += 1;
      if (calls === 1) return apiError(503, 'Service Unavailable');
      return {
        body: {
          message: chatMessage(9, {
            type: 'sent',
            senderId: ME,
            messageType: 'media',
            message: 'The meter',
            media: {
              url: 'https://files.example/meter.jpg?sig=1',
              thumbnailUrl: 'https://files.example/meter-thumb.jpg?sig=1',
              mimeType: 'image/jpeg',
              name: 'meter.jpg',
              size: 3,
            },
          }),
        },
      };
    });
    // In a browser, File, FormData and fetch are one family. Here fetch is Node's while jsdom
    // brings its own File and FormData, which Node's fetch cannot send: the upload uses Node's.
    const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', nodeFormData);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { log } = await openChat([]);
    const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff])], 'meter.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByLabelText('Photo or PDF to send'), { target: { files: [photo] } });
    fireEvent.change(composer(), { target: { value: 'The meter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('Sent');
    const sends = localApi.callsTo('POST /api/send-media-message');
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((call) => call.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(within(log).getAllByText('The meter')).toHaveLength(1);
  });

  it.each([
    [apiError(429, 'Too many messages. Wait a minute.'), 'Too many messages. Wait a minute.'],
    [apiError(500, 'Internal Server Error'), 'Something went wrong'],
  ])('tells why a message was not sent (%#)', async (answer, shown) => {
    localApi.on('POST /api/send-message', answer);
    const { log } = await openChat([]);
    fireEvent.change(composer(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(within(log).getByText('Not sent')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows markup as text and only http(s) addresses as links', async () => {
    const { log } = await openChat([
      chatMessage(1, {
        message: '<b>x</b> https://example.com javascript:alert(1)',
        seenTime: '2030-06-15T09:30:00.000Z',
      }),
    ]);
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText(/<b>x<\/b>/)).toBeTruthy();
    const links = within(log).getAllByRole('link');
    expect(links).toHaveLength(1);
    const [link] = links as [HTMLElement];
    expect(link.getAttribute('href')).toBe('https://example.com/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(log.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(log.textContent).toContain('javascript:alert(1)');
  });

  it('shows photos as thumbnails, PDFs as files, quotes as cards and the seen status', async () => {
    const seen = '2030-06-15T09:45:00.000Z';
    const { log } = await openChat([
      chatMessage(1, { messageType: 'quote', message: 'Flat $450, includes parts' }),
      chatMessage(2, {
        messageType: 'media',
        message: 'The leak',
        media: {
          url: 'https://files.example/leak.jpg?sig=1',
          thumbnailUrl: 'https://files.example/leak-thumb.jpg?sig=1',
          mimeType: 'image/jpeg',
          name: 'leak.jpg',
          size: 300_000,
        },
      }),
      chatMessage(3, {
        type: 'sent',
        senderId: ME,
        messageType: 'media',
        message: '',
        seenTime: seen,
        media: {
          url: 'https://files.example/plan.pdf?sig=2',
          thumbnailUrl: null,
          mimeType: 'application/pdf',
          name: 'plan.pdf',
          size: 1_572_864,
        },
      }),
    ]);
    expect(within(log).getByText('Quote')).toBeTruthy();
    expect(within(log).getByText('Flat $450, includes parts')).toBeTruthy();
    const photo = within(log).getByRole('img', { name: 'Photo: leak.jpg' });
    expect(photo.getAttribute('src')).toBe('https://files.example/leak-thumb.jpg?sig=1');
    expect(photo.closest('a')?.getAttribute('href')).toBe('https://files.example/leak.jpg?sig=1');
    expect(within(log).getByText('The leak')).toBeTruthy();
    const pdf = within(log).getByRole('link', { name: /plan\.pdf/ });
    expect(pdf.getAttribute('href')).toBe('https://files.example/plan.pdf?sig=2');
    expect(pdf.textContent).toContain('1.5 MB');
    expect(within(log).getByText(/^Seen /)).toBeTruthy();
    expect(within(log).queryByText('Sent')).toBeNull();
  });

  it('refuses a file over 10 MB before uploading it', async () => {
    await openChat([]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'survey.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByLabelText('Photo or PDF to send'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'survey.pdf is larger than 10 MB. Choose a smaller file.',
    );
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(localApi.callsTo('POST /api/send-media-message')).toHaveLength(0);

    const page = new File(['%PDF-1.7'], 'quote.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Photo or PDF to send'), { target: { files: [page] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove quote.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });

  it('locks the composer of a blocked conversation', async () => {
    await openChat([], { blocked: true, blockedByMe: false });
    expect(composer().disabled).toBe(true);
    expect(screen.getByText('You can no longer send messages in this conversation.')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Attach a photo or PDF' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('blocks the other party after a confirmation', async () => {
    localApi.on('POST /api/chat/block', { body: { blocked: true } });
    await openChat([]);
    expect(composer().disabled).toBe(false);
    // The re-read after blocking answers with the server's word.
    serveConversation([], { blocked: true, blockedByMe: true });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Tane Plumbing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await screen.findByText('You blocked Tane Plumbing. Unblock them to send messages.');
    expect(localApi.callsTo('POST /api/chat/block')[0]?.body).toEqual({
      userId: TANE,
      blocked: true,
    });
    expect(composer().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('takes in a realtime message: appended once and marked seen while the tab is visible', async () => {
    localApi.on('POST /api/seen-conversation', { body: { messages: [], seenTime: null } });
    const { log } = await openChat([chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })]);
    const { type: _reader, ...incoming } = chatMessage(2, { message: 'Running late' });
    act(() => {
      receiveMessage(incoming, ME);
      receiveMessage(incoming, ME);
    });
    expect(within(log).getAllByText('Running late')).toHaveLength(1);
    await waitFor(() => expect(localApi.callsTo('POST /api/seen-conversation')).toHaveLength(1));
  });

  it('shows my message once when its realtime echo comes before the send’s answer', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent = chatMessage(9, { type: 'sent', senderId: ME, message: 'Does 9am suit?' });
    localApi.on('POST /api/send-message', async () => {
      await answered;
      return { body: { message: sent } };
    });
    const { log } = await openChat([chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })]);
    fireEvent.change(composer(), { target: { value: 'Does 9am suit?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(log).getByText('sending…')).toBeTruthy();
    const { type: _reader, ...echo } = sent;
    act(() => receiveMessage(echo, ME));
    expect(within(log).getAllByText('Does 9am suit?')).toHaveLength(1);
    expect(within(log).queryByText('sending…')).toBeNull();
    answer();
    await waitFor(() => expect(localApi.callsTo('POST /api/send-message')).toHaveLength(1));
    await act(() => answered);
    expect(within(log).getAllByText('Does 9am suit?')).toHaveLength(1);
  });

  it('shows one pane at a time on a phone, with Back to the list', async () => {
    const matchMedia = window.matchMedia;
    // jsdom has no layout: answer the phone query (below 600 px) as a phone would.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 599'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { router } = await openChat([]);
      expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Back' }));
      expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
      expect(screen.queryByRole('log')).toBeNull();
      expect(router.state.location.pathname).toBe('/inbox');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

const QUOTE_ID = '11111111-0000-4000-8000-000000000001';
const quoteOf = (status: string) => ({
  _id: QUOTE_ID,
  estCost: { type: 'Flat', value: 45_000 },
  checkboxes: { cost: true, inspection: false, information: false, comment: false },
  status,
});
const tane = {
  _id: TANE,
  businessName: 'Tane Plumbing',
  logoUrl: null,
  verified: true,
  rating: { average: 4.6, count: 1 },
};

/** The job as the hire answers it: hired with this quote. */
function hiredJob() {
  return {
    job: {
      _id: JOB,
      professionSlug: 'plumber',
      professionName: 'Plumber',
      status: 'hired',
      description: 'Leaking tap',
      location: { locality: 'Ponsonby', city: 'Auckland', postcode: '1011' },
      createdAt: '2030-06-15T08:00:00.000Z',
      noOfQuotes: 1,
    },
    quotes: [{ _id: QUOTE_ID, status: 'hired' }],
  };
}

describe('hire from the conversation', () => {
  it('hires the business after a confirmation, and the header then says hired', async () => {
    serveList([conversation(1)]);
    serveConversation(
      [chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })],
      {},
      {
        quote: quoteOf('sent'),
        business: tane,
      },
    );
    localApi.on('POST /api/jobs/' + JOB + '/hire', { body: hiredJob() });
    renderAt(`/chat/${ME}/${TANE}/${JOB}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tane Plumbing' });
    const header = heading.closest('header') as HTMLElement;
    fireEvent.click(within(header).getByRole('button', { name: 'Hire' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hire Tane Plumbing?' });
    // Backing out asks nothing of the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localApi.callsTo(`POST /api/jobs/${JOB}/hire`)).toHaveLength(0);

    // Clicked, as in a browser, the button has focus when the dialog opens.
    within(header).getByRole('button', { name: 'Hire' }).focus();
    fireEvent.click(within(header).getByRole('button', { name: 'Hire' }));
    const again = await screen.findByRole('alertdialog', { name: 'Hire Tane Plumbing?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Hire' }));
    await within(header).findByText('Hired');
    expect(localApi.callsTo(`POST /api/jobs/${JOB}/hire`)[0]?.body).toEqual({ quoteId: QUOTE_ID });
    expect(within(header).queryByRole('button', { name: 'Hire' })).toBeNull();
    expect(useNotifications.getState().message).toBe('You hired Tane Plumbing.');
    // The Hire button is gone: focus is on who the conversation is with, not lost.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it.each([
    ['the job is no longer open', 'sent', 'cancelled'],
    ['another business was hired', 'declined', 'hired'],
  ])('offers no hire when %s', async (_, quoteStatus, jobStatus) => {
    serveList([conversation(1)]);
    serveConversation(
      [chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })],
      {},
      {
        quote: quoteOf(quoteStatus),
        business: tane,
        jobStatus,
      },
    );
    renderAt(`/chat/${ME}/${TANE}/${JOB}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tane Plumbing' });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Hire' })).toBeNull();
    expect(within(header).queryByText('Hired')).toBeNull();
  });

  it('tells the business it is hired, and offers it no hire', async () => {
    // The business reads its own quote's conversation: no trust line about itself.
    serveList([conversation(1)]);
    serveConversation(
      [chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })],
      {},
      {
        quote: quoteOf('hired'),
        business: { ...tane, _id: ME },
        jobStatus: 'hired',
      },
    );
    renderAt(`/chat/${ME}/${TANE}/${JOB}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tane Plumbing' });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('You’re hired')).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Hire' })).toBeNull();
  });

  it('shows the refusal and reads the conversation again when the hire is refused', async () => {
    serveList([conversation(1)]);
    serveConversation(
      [chatMessage(1, { seenTime: '2030-06-15T09:30:00.000Z' })],
      {},
      {
        quote: quoteOf('sent'),
        business: tane,
      },
    );
    localApi.on(
      `POST /api/jobs/${JOB}/hire`,
      apiError(409, 'Only an open job can be given to a business'),
    );
    renderAt(`/chat/${ME}/${TANE}/${JOB}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tane Plumbing' });
    const header = heading.closest('header') as HTMLElement;
    const reads = localApi.callsTo('GET /api/conversation').length;
    // The job was cancelled in another tab: the re-read says so.
    serveConversation(
      [],
      {},
      { quote: quoteOf('returned'), business: tane, jobStatus: 'cancelled' },
    );
    fireEvent.click(within(header).getByRole('button', { name: 'Hire' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hire Tane Plumbing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect(await screen.findByText('Only an open job can be given to a business')).toBeTruthy();
    await waitFor(() => expect(within(header).queryByRole('button', { name: 'Hire' })).toBeNull());
    expect(localApi.callsTo('GET /api/conversation').length).toBeGreaterThan(reads);
  });
});

describe('search by name', () => {
  const found = (n: number, name: string) => ({
    _id: TANE,
    userName: name,
    imageUrl: null,
    businessName: null,
    conversationId: conversationId(n),
    jobId: JOB,
    job: {
      _id: JOB,
      professionName: 'Plumber',
      titleParts: ['Leaking tap'],
      locality: 'Ponsonby',
    },
  });

  it('asks the server once typing pauses, lists the matches and announces their count', async () => {
    serveList([conversation(1), conversation(2)]);
    localApi.on('GET /api/chat/contact/users', (call) => ({
      body: {
        users: call.query.get('filterData') === 'kau' ? [found(3, 'Kauri Smith')] : [],
      },
    }));
    renderAt('/inbox');
    await screen.findByRole('list', { name: 'Conversations' });
    const field = screen.getByRole('searchbox', { name: 'Search conversations by name' });
    fireEvent.change(field, { target: { value: 'k' } });
    fireEvent.change(field, { target: { value: 'ka' } });
    fireEvent.change(field, { target: { value: 'kau ' } });
    const results = await screen.findByRole('list', { name: 'Search results' });
    // One call, for what was typed last (trimmed), not one per keystroke.
    expect(
      localApi.callsTo('GET /api/chat/contact/users').map((c) => c.query.get('filterData')),
    ).toEqual(['kau']);
    const link = within(results).getByRole('link');
    expect(link.textContent).toContain('Kauri Smith');
    expect(link.textContent).toContain('Leaking tap · Ponsonby');
    expect(link.getAttribute('href')).toBe(`/chat/${ME}/${TANE}/${JOB}`);
    expect(screen.getByRole('status').textContent).toBe('1 conversation found');
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();

    // Down arrow goes from the field to the first result.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link);

    fireEvent.change(field, { target: { value: 'zz' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No conversations with “zz”.'),
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();

    // Escape empties the search: the whole list is back at once.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy();
  });
});

describe('My Responses badge', () => {
  it('shows the number of conversations with unread messages', async () => {
    serveList([conversation(1, { unread: 2 })], 3);
    renderAt('/inbox');
    const menu = await screen.findByRole('link', { name: /My Responses/ });
    await within(menu).findByText('3 unread conversations');
    expect(
      localApi.callsTo('GET /api/conversations').some((c) => c.query.get('perPage') === '1'),
    ).toBe(true);
  });

  it('is hidden when nothing is unread', async () => {
    serveList([], 0);
    renderAt('/inbox');
    await screen.findByText('No new messages as of now!');
    const menu = screen.getByRole('link', { name: /My Responses/ });
    expect(within(menu).queryByText(/unread/)).toBeNull();
  });
});
