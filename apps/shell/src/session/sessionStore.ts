import type { AuthUser } from '@quoteway/api-client';
import { landingFor } from '@quoteway/domain';
import { create } from 'zustand';

/** The signed-in user as the API sends it (spec section 3, auth user). */
export type SessionUser = AuthUser;

const TOKEN_KEY = 'token';

/** The token this tab keeps for itself: a sign-in without "Remember me". */
export function oneTabToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) === null ? sessionStorage.getItem(TOKEN_KEY) : null;
  } catch {
    return null;
  }
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Where the signed-in user is kept: the `me` query of the shell's QueryClient, which comes
 * with the query runtime (`queryClient.ts` hands its writer over as it loads). The store keeps
 * no copy of the user: it is server state, read with `useSessionUser` (`sessionUser.ts`).
 */
let recordUser: ((user: SessionUser) => void) | null = null;

/** The query runtime's writer of the `me` query (called once, by `queryClient.ts`). */
export function keepSessionUserIn(write: (user: SessionUser) => void): void {
  recordUser = write;
}

interface SessionState {
  /** The session token (spec section 4), or null when signed out. */
  token: string | null;
  /**
   * Store a new session: remember-me keeps the token in localStorage, else sessionStorage; the
   * user the sign-in answered with becomes the `me` query's answer (no second ask).
   */
  /**
   * A new tab without a token is asking the browser's other tabs for their one-tab session
   * (`tabHandshake.ts`): guards of private pages wait for the answer or its time-out.
   */
  asking: boolean;
  /** Start or end asking the other tabs. */
  setAsking(asking: boolean): void;
  /**
   * Take the one-tab (not remembered) session another tab handed over: kept in this tab's
   * sessionStorage too; the `me` query then asks for its user as on load.
   */
  adopt(token: string): void;
  signIn(token: string, user: SessionUser, remember: boolean): void;
  /** The API answered with a changed user (a view switch, a new business): the `me` query's. */
  setUser(user: SessionUser): void;
  /** Forget the session everywhere (both storages; the query cache follows the token). */
  clear(): void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  asking: false,
  setAsking: (asking) => set({ asking }),
  adopt(token) {
    sessionStorage.setItem(TOKEN_KEY, token);
    set({ token, asking: false });
  },
  signIn(token, user, remember) {
    // A token left in the other storage would outlive this session's choice.
    (remember ? sessionStorage : localStorage).removeItem(TOKEN_KEY);
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
    // The token first: its change empties the query cache (another session's data), then the
    // user goes in. Sign-in forms come with the query runtime, so the writer is there; were it
    // not, the `me` query asks for the user as the runtime loads.
    set({ token, asking: false });
    recordUser?.(user);
  },
  setUser(user) {
    recordUser?.(user);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    set({ token: null });
  },
}));

/** Spec section 4: removing the token in another tab clears the session and reloads. */
export function watchOtherTabs(reload: () => void = () => window.location.reload()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY && event.newValue === null && useSession.getState().token) {
      useSession.getState().clear();
      reload();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Whether the user sees the business side (a business user not in customer view). */
export function inBusinessView(user: SessionUser | null): boolean {
  return user?.userType === 'Business User' && !user.switchedToCustomerView;
}

/** Where a user lands after login or a view switch (spec section 4, `landingFor`). */
export function landingOf(user: SessionUser): string {
  return landingFor({
    loggedIn: true,
    userType: user.userType,
    switchedToCustomerView: user.switchedToCustomerView,
  });
}
