import { afterEach, describe, expect, it } from 'vitest';
import { customerUser } from '../test/fixtures';
import { useSession } from './sessionStore';
import { rememberReturn } from './signInReturn';
import { shareSessionAcrossTabs } from './tabHandshake';

const CHANNEL = 'quoteway-session';
const opened: Array<{ close(): void }> = [];

/** A channel of another tab, closed after the test (an open one keeps the worker alive). */
function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(CHANNEL);
  opened.push(channel);
  return channel;
}

function nextMessage(channel: BroadcastChannel, type: string): Promise<unknown> {
  return new Promise((resolve) => {
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: string }).type === type) resolve(event.data);
    });
  });
}

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  useSession.getState().clear();
  useSession.getState().setAsking(false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('a one-tab session and a new tab', () => {
  it('the open tab hands its one-tab token to a tab that asks, never through storage', async () => {
    useSession.getState().signIn('tok-one-tab', customerUser(), false);
    opened.push({ close: shareSessionAcrossTabs(() => {}) });
    const newTab = otherTab();
    const answer = nextMessage(newTab, 'token');
    newTab.postMessage({ type: 'ask' });
    expect(await answer).toEqual({ type: 'token', token: 'tok-one-tab' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a remembered session is not handed out (other tabs read it from localStorage)', async () => {
    useSession.getState().signIn('tok-remembered', customerUser(), true);
    opened.push({ close: shareSessionAcrossTabs(() => {}) });
    const newTab = otherTab();
    const heard: unknown[] = [];
    newTab.addEventListener('message', (event: MessageEvent<unknown>) => heard.push(event.data));
    newTab.postMessage({ type: 'ask' });
    // Messages arrive in order: once the sign-out sent after the ask is heard, so was any answer.
    const signedOut = nextMessage(newTab, 'signed-out');
    useSession.getState().clear();
    await signedOut;
    expect(heard).toEqual([{ type: 'signed-out', token: 'tok-remembered' }]);
  });

  it('a new tab without a token asks, adopts the answer and keeps it for this tab only', async () => {
    const openTab = otherTab();
    openTab.addEventListener('message', (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: string }).type === 'ask') {
        openTab.postMessage({ type: 'token', token: 'tok-handed' });
      }
    });
    opened.push({ close: shareSessionAcrossTabs(() => {}) });
    expect(useSession.getState().asking).toBe(true);
    await new Promise<void>((resolve) => {
      const stop = useSession.subscribe((s) => {
        if (s.token !== null) {
          stop();
          resolve();
        }
      });
    });
    expect(useSession.getState()).toMatchObject({ token: 'tok-handed', asking: false });
    expect(sessionStorage.getItem('token')).toBe('tok-handed');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signing out in another tab of the session signs this one out', async () => {
    useSession.getState().signIn('tok-one-tab', customerUser(), false);
    let reloaded = 0;
    opened.push({ close: shareSessionAcrossTabs(() => reloaded++) });
    const other = otherTab();
    const gone = new Promise<void>((resolve) => {
      const stop = useSession.subscribe((s) => {
        if (s.token === null) {
          stop();
          resolve();
        }
      });
    });
    other.postMessage({ type: 'signed-out', token: 'tok-one-tab' });
    await gone;
    expect(reloaded).toBe(1);
  });

  it('an answer after the wait still signs the tab in, and goes on to the page that waited', async () => {
    let clock = 0;
    const went: string[] = [];
    opened.push({
      close: shareSessionAcrossTabs(
        () => {},
        (path) => went.push(path),
        () => clock,
      ),
    });
    // The wait ended with no answer: the page showed itself signed out, and the guard kept
    // the private page it was opened on.
    useSession.getState().setAsking(false);
    rememberReturn('/lead-details/42?tab=chat');
    clock = 5_000;
    const adopted = new Promise<void>((resolve) => {
      const stop = useSession.subscribe((s) => {
        if (s.token !== null) {
          stop();
          resolve();
        }
      });
    });
    otherTab().postMessage({ type: 'token', token: 'tok-late' });
    await adopted;
    expect(sessionStorage.getItem('token')).toBe('tok-late');
    expect(went).toEqual(['/lead-details/42?tab=chat']);
  });

  it('an answer long after the ask is not taken', async () => {
    let clock = 0;
    opened.push({
      close: shareSessionAcrossTabs(
        () => {},
        () => {},
        () => clock,
      ),
    });
    useSession.getState().setAsking(false);
    clock = 60_000;
    const other = otherTab();
    other.postMessage({ type: 'token', token: 'tok-too-late' });
    // Messages arrive in order: once a later one is heard here, the token was seen and left.
    const heard = new Promise<void>((resolve) => {
      const probe = otherTab();
      probe.addEventListener('message', () => resolve());
    });
    other.postMessage({ type: 'ask' });
    await heard;
    expect(useSession.getState().token).toBeNull();
  });
});
