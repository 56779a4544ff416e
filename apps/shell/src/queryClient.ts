import type { ApiOutput } from '@quoteway/api-client';
import { apiQueryKey } from '@quoteway/api-client/keys';
import { QueryClient } from '@tanstack/react-query';
import { useFirstLoads } from './query/firstLoads';
import { keepSessionUserIn, useSession } from './session/sessionStore';

/**
 * The shell's one QueryClient: every read of server data in the shell and the business
 * console is a query here. Realtime events invalidate or patch queries, so a query is not
 * refetched on window focus; a failed read shows its error with "Try again" rather than
 * retrying on its own (a 4xx would fail again, and the screen says what happened at once).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another session (sign-in, sign-out, another tab's sign-out) must not see this one's data.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

// The signed-in user lives in the `me` query: a sign-in's or an account change's answer is
// written there (the saved card and the operator mark, which only auth/me says, are kept).
keepSessionUserIn((user) =>
  queryClient.setQueryData<ApiOutput<'me'>>(apiQueryKey('me'), (me) => ({
    ...me,
    card: me?.card ?? null,
    user,
  })),
);
// The busy indicator's first loads (usePageBusy): counted after the cache's change, never
// while a component renders.
queryClient.getQueryCache().subscribe(() => {
  queueMicrotask(() => {
    const count = queryClient.isFetching({ predicate: (query) => query.state.data === undefined });
    if (count !== useFirstLoads.getState().count) useFirstLoads.setState({ count });
  });
});
