import type { Conversation } from '@quoteway/api-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessage, conversation, JOB, ME, TANE } from '../chat/chatFixtures';
import { useNotifications } from '../notifications/notificationStore';
import { catchUpAfterReconnect, dispatchRealtime } from '../session/realtimeHub';
import { type SessionUser, useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import { queryClient } from '../queryClient';
import { type Application, type NotificationItem, notificationsQuery } from './headerAlerts';

const localApi = serveLocalApi();

const notificationId = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;

function notification(n: number, change: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: notificationId(n),
    kind: 'new-quote' as NotificationItem['kind'],
    text: `Notification number ${n}`,
    link: `/settings?from=${n}`,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    readAt: null,
    ...change,
  };
}

function application(n: number, change: Partial<Application> = {}): Application {
  return {
    quoteId: `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`,
    jobId: `dddddddd-0000-4000-8000-${String(n).padStart(12, '0')}`,
    professionName: 'Plumber',
    titleParts: ['Leaking tap', 'House'],
    counterpart: 'Tane Plumbing',
    state: 'sent',
    priceCents: 25_000,
    updatedAt: new Date(Date.UTC(2030, 5, 15, 9, n)).toISOString(),
    link: `/my-jobs?job=${n}`,
    ...change,
  };
}

function serveNotifications(notifications: NotificationItem[], unread: number) {
  localApi.on('GET /api/notifications', { body: { notifications, unread } });
}

function serveApplications(applications: Application[]) {
  localApi.on('GET /api/applications', { body: { applications } });
}

function serveConversations(conversations: Conversation[], unreadConversations: number) {
  localApi.on('GET /api/conversations', {
    body: { conversations, moreToLoad: false, unreadConversations },
  });
}

function signedIn(user: SessionUser, path = '/my-jobs') {
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok', user, true);
  return renderAt(path);
}

async function openPopover(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: name.source.replace(/^\^/, '').split(',')[0] });
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localStorage.clear();
});

afterEach(() => {
  // The page goes before the session: signed out under a mounted page, the page would go to
  // the home page and read its lists (and the cleared cache's queries again) after the test,
  // at a busy machine's pace into the next test.
  cleanup();
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('header popovers', () => {
  it('are not there for visitors', async () => {
    renderAt('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Messages/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Applications/ })).toBeNull();
    expect(localApi.callsTo('GET /api/notifications')).toHaveLength(0);
  });

  it('say the unread counts on their buttons, for a business in business view too', async () => {
    serveNotifications([notification(1), notification(2), notification(3)], 3);
    serveConversations([conversation(1, { unread: 2 })], 2);
    serveApplications([]);
    signedIn(businessUser(), '/leads/tab');
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    // The visible count, hidden from screen readers (the name says it).
    expect(within(bell).getByText('3', { exact: true })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Messages, 2 unread conversations' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Applications' })).toBeTruthy();
  });

  it('opens a notification: marks it read, closes and goes to its link', async () => {
    serveNotifications([notification(1), notification(2, { readAt: '2030-06-15T09:00:00Z' })], 1);
    serveConversations([], 0);
    serveApplications([]);
    localApi.on(`POST /api/notifications/${notificationId(1)}/read`, { body: { unread: 0 } });
    const { router } = signedIn(customerUser());
    const dialog = await openPopover(/^Notifications, 1 unread/);
    const list = await within(dialog).findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Notification number 1.*ago$/),
      expect.stringMatching(/^Notification number 2/),
    ]);
    fireEvent.click(within(list).getByRole('link', { name: /Notification number 1/ }));
    await waitFor(() =>
      expect(localApi.callsTo(`POST /api/notifications/${notificationId(1)}/read`)).toHaveLength(1),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?from=1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks all as read', async () => {
    serveNotifications([notification(1), notification(2)], 2);
    serveConversations([], 0);
    serveApplications([]);
    localApi.on('POST /api/notifications/read-all', { body: { unread: 0 } });
    signedIn(customerUser());
    const dialog = await openPopover(/^Notifications, 2 unread/);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(localApi.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(within(dialog).queryByText(/^Unread:/)).toBeNull();
  });

  it('keeps them read when a read asked before the marking answers after it', async () => {
    serveNotifications([notification(1), notification(2)], 2);
    serveConversations([], 0);
    serveApplications([]);
    localApi.on('POST /api/notifications/read-all', { body: { unread: 0 } });
    signedIn(customerUser());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // From here a read of the notifications is held, and answers as the server did before.
    let answerRead: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answerRead = resolve;
    });
    localApi.on('GET /api/notifications', async () => {
      await held;
      return { body: { notifications: [notification(1), notification(2)], unread: 2 } };
    });
    // The panel reads the notifications again as it opens.
    const dialog = await openPopover(/^Notifications, 2 unread/);
    await waitFor(() => expect(localApi.callsTo('GET /api/notifications')).toHaveLength(2));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    answerRead();
    await waitFor(() =>
      expect(queryClient.isFetching({ queryKey: notificationsQuery.queryKey })).toBe(0),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(dialog).queryAllByText(/^Unread:/)).toHaveLength(0);
  });

  it("keeps the spec's words when a list is empty", async () => {
    serveNotifications([], 0);
    serveConversations([conversation(1, { unread: 0 })], 0);
    serveApplications([]);
    signedIn(customerUser({ _id: ME }));
    let dialog = await openPopover(/^Notifications/);
    expect(await within(dialog).findByText('No notifications found')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Escape gives focus back to the button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));

    dialog = await openPopover(/^Messages/);
    expect(await within(dialog).findByText('No messages found')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openPopover(/^Applications/);
    expect(await within(dialog).findByText('No applications found')).toBeTruthy();
  });

  it('re-reads the notifications on a realtime notification: the count rises', async () => {
    serveNotifications([notification(1)], 1);
    serveConversations([], 0);
    serveApplications([]);
    signedIn(customerUser());
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // The first render's reads answered (the applications' may come after the notifications')
    // before the server's answers change.
    await waitFor(() => {
      expect(localApi.callsTo('GET /api/applications')).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    serveNotifications([notification(0), notification(1)], 2);
    act(() => dispatchRealtime('notification', { notificationId: notificationId(0) }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    // The applications are read again too (that read may reach the API after the count shows).
    await waitFor(() =>
      expect(localApi.callsTo('GET /api/applications').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('catches up after a reconnect: a notification sent while offline appears', async () => {
    serveNotifications([], 0);
    serveConversations([], 0);
    serveApplications([]);
    signedIn(customerUser());
    await screen.findByRole('button', { name: 'Notifications' });
    // The first render's reads answered before the server's answers change. The unread
    // conversations are read once for the side menu's badge and the header's button.
    await waitFor(() => {
      expect(localApi.callsTo('GET /api/notifications')).toHaveLength(1);
      expect(localApi.callsTo('GET /api/applications')).toHaveLength(1);
      expect(localApi.callsTo('GET /api/conversations')).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    serveNotifications([notification(1)], 1);
    serveConversations([conversation(1, { unread: 1 })], 1);
    act(() => catchUpAfterReconnect());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Messages, 1 unread conversation' }),
    ).toBeTruthy();
  });

  it('lists the unread conversations with the other party and the last message', async () => {
    serveNotifications([], 0);
    serveConversations(
      [
        conversation(1, {
          unread: 2,
          lastMessage: chatMessage(7, { message: 'Can you come on Tuesday?' }),
        }),
        conversation(2, {
          unread: 0,
          otherUser: { _id: ME, userName: 'Read', imageUrl: null, businessName: 'Read Ltd' },
        }),
      ],
      1,
    );
    serveApplications([]);
    const { router } = signedIn(customerUser({ _id: ME }));
    const dialog = await openPopover(/^Messages, 1 unread conversation/);
    const list = await within(dialog).findByRole('list', { name: 'Unread conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toContain('Tane Plumbing');
    expect(links[0]?.textContent).toContain('Can you come on Tuesday?');
    expect(within(dialog).getByRole('link', { name: 'Open the inbox' })).toBeTruthy();
    fireEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${ME}/${TANE}/${JOB}`));
    expect(screen.queryByRole('dialog', { name: 'Messages' })).toBeNull();
  });

  it('lists applications with trade, counterpart, state and price; counts news since last opened', async () => {
    serveNotifications([], 0);
    serveConversations([], 0);
    serveApplications([application(1, { state: 'opened' })]);
    signedIn(businessUser(), '/leads/tab');
    // The first time, what is there already counts as seen.
    const button = await screen.findByRole('button', { name: 'Applications' });
    await waitFor(() =>
      expect(localStorage.getItem('quoteway.applicationsSeen.b1')).toBe(application(1).updatedAt),
    );
    // The customer hires: news to the business.
    serveApplications([
      application(2, { state: 'hired', priceCents: 12_050, counterpart: 'Aroha' }),
      application(1, { state: 'opened' }),
    ]);
    act(() => dispatchRealtime('notification', { notificationId: notificationId(9) }));
    expect(await screen.findByRole('button', { name: 'Applications, 1 update' })).toBe(button);

    const dialog = await openPopover(/^Applications, 1 update/);
    const list = await within(dialog).findByRole('list', { name: 'Applications' });
    const [hired, opened] = within(list).getAllByRole('link');
    expect(hired?.textContent).toContain('Leaking tap · House');
    expect(hired?.textContent).toContain('Aroha');
    expect(hired?.textContent).toContain('Hired');
    expect(hired?.textContent).toContain('$120.50');
    expect(opened?.textContent).toContain('Quote opened');
    expect(opened?.getAttribute('href')).toBe('/my-jobs?job=1');
    // Opened: nothing new any more.
    expect(screen.getByRole('button', { name: 'Applications' })).toBe(button);
    expect(localStorage.getItem('quoteway.applicationsSeen.b1')).toBe(application(2).updatedAt);
  });
});
