import { create } from 'zustand';

type UserType = 'Business User' | 'Customer User';

/** The signed-in user as the shell needs it (spec section 3, auth user). */
interface SessionUser {
  _id: string;
  userName: string;
  userType: UserType;
  switchedToCustomerView: boolean;
  credits: number;
  imageUrl?: string | undefined;
}

const TOKEN_KEY = 'token';

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
  /** Store a new session: remember-me keeps it in localStorage, else sessionStorage. */
  signIn(token: string, user: SessionUser, remember: boolean): void;
  setUser(user: SessionUser | null): void;
  /** Forget the session everywhere (both storages and the stored user). */
  clear(): void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  user: null,
  signIn(token, user, remember) {
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    set({ token: null, user: null });
  },
}));

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
