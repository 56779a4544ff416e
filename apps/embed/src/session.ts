import type { AuthUser } from '@quoteway/api-client';
import { create } from 'zustand';

interface EmbedSessionState {
  /**
   * The session token of a customer who signed in inside the widget. Kept in memory only:
   * a widget on someone else's site never leaves a session behind in the browser (and a
   * third-party frame's storage may be partitioned or blocked anyway), so it lasts as long
   * as the widget is open.
   */
  token: string | null;
  user: AuthUser | null;
  /** The widget shows its sign-in form instead of the wizard. */
  signingIn: boolean;
  openSignIn(): void;
  closeSignIn(): void;
  signIn(token: string, user: AuthUser): void;
}

/** The widget's own session (a visitor until they sign in here). */
export const useEmbedSession = create<EmbedSessionState>()((set) => ({
  token: null,
  user: null,
  signingIn: false,
  openSignIn: () => set({ signingIn: true }),
  closeSignIn: () => set({ signingIn: false }),
  signIn: (token, user) => set({ token, user, signingIn: false }),
}));
