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

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /**
   * `loading` while a stored token's user is being fetched (auth/me on load): guards wait,
   * because where a page may go depends on who the user is.
   */
  status: 'loading' | 'ready';
  /**
   * A new tab without a token is asking the browser's other tabs for their one-tab session
   * (`tabHandshake.ts`): guards of private pages wait for the answer or its time-out.
   */
  asking: boolean;
  /** Start or end asking the other tabs. */
  setAsking(asking: boolean): void;
  /**
   * Take the one-tab (not remembered) session another tab handed over: kept in this tab's
   * sessionStorage too, and its user fetched as on load.
   */
  adopt(token: string): void;
  /** Store a new session: remember-me keeps it in localStorage, else sessionStorage. */
  signIn(token: string, user: SessionUser, remember: boolean): void;
  /** The user from auth/me (or null: the answer had no user) ends loading. */
  setUser(user: SessionUser | null): void;
  /** Forget the session everywhere (both storages and the stored user). */
  clear(): void;
}

export const useSession = create<SessionState>()((set) => {
  const token = readToken();
  return {
    token,
    user: null,
    status: token ? 'loading' : 'ready',
    asking: false,
    setAsking: (asking) => set({ asking }),
    adopt(token) {
      sessionStorage.setItem(TOKEN_KEY, token);
      set({ token, user: null, status: 'loading', asking: false });
    },
    signIn(token, user, remember) {
      // A token left in the other storage would outlive this session's choice.
      (remember ? sessionStorage : localStorage).removeItem(TOKEN_KEY);
      (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
      set({ token, user, status: 'ready', asking: false });
    },
    setUser: (user) => set({ user, status: 'ready' }),
    clear() {
      localStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(TOKEN_KEY);
      set({ token: null, user: null, status: 'ready' });
    },
  };
});

/** Spec section 4: removing the token in another tab clears the user and reloads. */
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

/** The routing view of the session: who is looking, for guards and menus. */
export function useViewer() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  return {
    loggedIn: token !== null,
    userType: user?.userType,
    switchedToCustomerView: user?.switchedToCustomerView,
  };
}
