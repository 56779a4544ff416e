import { browser } from './browser';
import { oneTabToken, useSession } from './sessionStore';
import { takeReturn } from './signInReturn';

/** How long a new tab waits for another tab's answer before it shows the page signed out. */
const ANSWER_WITHIN_MS = 400;
/**
 * An answer that comes later (the open tab was busy: a phone waking it, a loaded machine)
 * still signs this tab in, up to this long after it asked: whether the tabs share a session
 * must not depend on how fast the other one runs.
 */
const LATE_ANSWER_MS = 15_000;
const CHANNEL = 'quoteway-session';

type TabMessage =
  | { type: 'ask' }
  | { type: 'token'; token: string }
  | { type: 'signed-out'; token: string };

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  const { type } = data as { type: unknown };
  if (type === 'ask') return true;
  return (
    (type === 'token' || type === 'signed-out') &&
    typeof (data as { token?: unknown }).token === 'string'
  );
}

/**
 * Without "Remember me" the token lives in one tab's sessionStorage (spec section 4), so a
 * link opened in a new tab (an e-mail's, a middle click) would be signed out. A new tab with
 * no token asks the open tabs of this browser over a BroadcastChannel, and one holding a
 * one-tab session answers with it. The token never enters the address or localStorage: it
 * still ends with the browser session. A BroadcastChannel reaches only same-origin pages of
 * the same browser profile (and storage partition), which can read this sessionStorage
 * anyway, so the handshake gives nothing to anyone who did not already have it. Signing out
 * in one tab signs the others of that session out too.
 */
export function shareSessionAcrossTabs(
  reload: () => void = () => window.location.reload(),
  go: (path: string) => void = (path) => browser.assign(path),
  now: () => number = Date.now,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let askedAt = Number.NEGATIVE_INFINITY;

  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isTabMessage(message)) return;
    const session = useSession.getState();
    if (message.type === 'ask') {
      const token = oneTabToken();
      if (token && session.token === token) channel.postMessage({ type: 'token', token });
    } else if (message.type === 'token') {
      if (session.token !== null) return;
      if (session.asking) {
        clearTimeout(timer);
        session.adopt(message.token);
      } else if (now() - askedAt <= LATE_ANSWER_MS) {
        session.adopt(message.token);
        // The page already showed itself signed out, and the guard may have sent it to
        // /home with the sign-in dialog: go on to the page that waited.
        const back = takeReturn();
        if (back) go(back);
      }
    } else if (session.token === message.token) {
      session.clear();
      reload();
    }
  };

  // Tell this session's other tabs when it ends here (logout clears the token).
  const unsubscribe = useSession.subscribe((state, previous) => {
    if (previous.token && state.token === null) {
      channel.postMessage({ type: 'signed-out', token: previous.token });
    }
  });

  if (useSession.getState().token === null) {
    useSession.getState().setAsking(true);
    askedAt = now();
    channel.postMessage({ type: 'ask' });
    timer = setTimeout(() => useSession.getState().setAsking(false), ANSWER_WITHIN_MS);
  }

  return () => {
    clearTimeout(timer);
    unsubscribe();
    channel.close();
  };
}
