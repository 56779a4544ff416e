import {
  type ApiOutput,
  ApiRequestError,
  type AuthUser,
  apiQuery,
  apiQueryKey,
  createApiClient,
} from '@quoteway/api-client';
import { activateLocale, I18nProvider, i18n, matchLocale } from '@quoteway/i18n';
import { connectRealtime } from '@quoteway/realtime';
import { getThemeStore } from '@quoteway/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ConsoleProvider, type ConsoleServices } from './console';
import { businessRoutes } from './routes';

// Standalone, the console signs in with the token the shell stored in this browser.
const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
const api = createApiClient({ getToken: () => token, getLocale: () => i18n.locale });
const socket = token ? connectRealtime({ token }) : null;
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The server's refusals (4xx) are answers, not hiccups: only the rest is retried.
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status < 500) && failures < 3,
    },
  },
});
const meKey = apiQueryKey('me');

const subscribe: ConsoleServices['subscribe'] = (event, handler) => {
  socket?.on(event, handler);
  return () => {
    socket?.off(event, handler);
  };
};
// The user's balance lives in auth/me: a credits change re-reads it (as the shell does).
socket?.on('update-credits', () => void queryClient.invalidateQueries({ queryKey: meKey }));

function Standalone() {
  const me = useQuery({ ...apiQuery(api, 'me'), enabled: token !== null });
  const setUser = (user: AuthUser) =>
    queryClient.setQueryData(meKey, (current: ApiOutput<'me'> | undefined) =>
      current ? { ...current, user } : current,
    );
  return (
    <ConsoleProvider
      value={{
        api,
        user: me.data?.user ?? null,
        onUserChange: setUser,
        notify: console.warn,
        notifyError: console.error,
        subscribe: socket ? subscribe : undefined,
        refreshUser: () => void queryClient.invalidateQueries({ queryKey: meKey }),
      }}
    >
      <RouterProvider router={router} />
    </ConsoleProvider>
  );
}

// The console on its own, without the shell, for focused development of its screens.
getThemeStore();
await activateLocale('app', matchLocale(navigator.languages));
const router = createBrowserRouter([
  ...businessRoutes,
  { path: '*', element: <Navigate to="/leads/tab" replace /> },
]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Standalone />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
