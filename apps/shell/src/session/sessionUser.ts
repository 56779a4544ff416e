import { useApiRead } from '../query/useApiRead';
import { type SessionUser, useSession } from './sessionStore';

/** The signed-in user, as every part of the shell reads it. */
export interface SessionUserRead {
  /** The user of the stored token; null for a visitor, and until (or unless) auth/me answers. */
  user: SessionUser | null;
  /**
   * A token is stored and its user not read yet: guards wait, because where a page may go
   * depends on who the user is.
   */
  loading: boolean;
  /** Why the user could not be read (auth/me refused or unanswered), while none is known. */
  failure: unknown;
}

/**
 * The signed-in user: the answer of the `me` query (auth/me), the one place the shell keeps
 * it. Sign-in and account changes write that query's answer (`useSession`'s `signIn` and
 * `setUser`), realtime credit changes and reconnects invalidate it, and sign-out empties the
 * cache with the token. It is kept fresh by those, not by age, and a failed first read is
 * settled once by the session check (`useSessionBootstrap`), not asked again by each reader.
 * Before the query runtime loads (a first screen), a stored token's user shows as loading.
 */
export function useSessionUser(): SessionUserRead {
  const token = useSession((s) => s.token);
  const signedIn = token !== null;
  const me = useApiRead('me', undefined, {
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });
  if (!signedIn) return { user: null, loading: false, failure: null };
  const user = me.data?.user;
  return {
    // An answer without an id is no user (spec section 4).
    user: user?._id ? user : null,
    loading: me.isPending,
    failure: me.data === undefined && me.isError ? me.error : null,
  };
}

/** The routing view of the session: who is looking, for guards and menus. */
export function useViewer() {
  const token = useSession((s) => s.token);
  const { user } = useSessionUser();
  // The same cached auth/me answer useSessionUser reads (no second request).
  const me = useApiRead('me', undefined, {
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });
  return {
    loggedIn: token !== null,
    userType: user?.userType,
    switchedToCustomerView: user?.switchedToCustomerView,
    /** Quoteway staff: the menu links the operator console (the server guards it). */
    operator: token !== null && me.data?.operator === true,
  };
}
