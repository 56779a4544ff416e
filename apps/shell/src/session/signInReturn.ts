import { redirectFor, type SignInReason, safeReturnPath, signInReasonFor } from '@quoteway/domain';
import { landingOf, type SessionUser } from './sessionStore';

/** The navigation state with which the guard sends a visitor to /home: the dialog's reason. */
export interface SignInState {
  signIn: SignInReason;
}

/** The sign-in dialog's reason in a location's state, if the guard put one there. */
export function signInReasonOf(state: unknown): SignInReason | undefined {
  if (typeof state !== 'object' || state === null || !('signIn' in state)) return undefined;
  const { signIn } = state as { signIn: unknown };
  return typeof signIn === 'string' ? (signIn as SignInReason) : undefined;
}

const KEY = 'signInReturn';
/** A return older than this is a trip abandoned, not one to finish at the next sign-in. */
const MAX_AGE_MS = 60 * 60 * 1000;

interface StoredReturn {
  path: string;
  at: number;
}

/**
 * The private page a signed-out visitor was sent away from, kept until they sign in. In
 * localStorage, not the address: it must survive the provider round trip of a social sign-in
 * and the verification link of a new account, which opens in another tab. It holds a path,
 * never a secret, and is read back through `safeReturnPath` (same-origin private pages only),
 * so nothing written here can make the app an open redirect.
 */
export function rememberReturn(pathWithQuery: string, now = Date.now()): SignInReason | null {
  const path = safeReturnPath(pathWithQuery);
  if (!path) return null;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: now } satisfies StoredReturn));
  } catch {
    // Storage refused (private mode, quota): the visitor signs in and lands as usual.
  }
  return signInReasonFor(path.split('?')[0] ?? path);
}

function read(now: number): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredReturn> | null;
    if (!stored || typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS) return null;
    return safeReturnPath(typeof stored.path === 'string' ? stored.path : null);
  } catch {
    return null;
  }
}

/** The page to return to (and forget it), or null: the caller then uses the landing rule. */
export function takeReturn(now = Date.now()): string | null {
  const path = read(now);
  forgetReturn();
  return path;
}

/** The page waiting for a sign-in, left in place (the dialog's reason after a reload). */
export function peekReturn(now = Date.now()): string | null {
  return read(now);
}

/** The visitor closed the sign-in dialog: they chose not to go back. */
export function forgetReturn(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** Where a user goes once signed in, and whether the page that waited is closed to them. */
export interface AfterSignIn {
  to: string;
  /** The page that waited is one this user may not open (a business's page for a customer). */
  refused: boolean;
}

/**
 * Where `user` goes after signing in (password, provider or a new account's first sign-in):
 * the page that waited for it (query kept), else the spec's landing rule. A page this user
 * may not open (a lead for a customer account) is not returned to: `refused` lets the caller
 * say so rather than land silently.
 */
export function afterSignIn(user: SessionUser, now = Date.now()): AfterSignIn {
  const path = takeReturn(now);
  if (!path) return { to: landingOf(user), refused: false };
  const viewer = {
    loggedIn: true,
    userType: user.userType,
    switchedToCustomerView: user.switchedToCustomerView,
  };
  if (redirectFor(path.split('?')[0] ?? path, viewer) !== null) {
    return { to: landingOf(user), refused: true };
  }
  return { to: path, refused: false };
}
