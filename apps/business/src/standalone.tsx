import { type AuthUser, createApiClient } from '@quoteway/api-client';
import { activateLocale, I18nProvider, i18n, matchLocale } from '@quoteway/i18n';
import { connectRealtime } from '@quoteway/realtime';
import { themes } from '@quoteway/ui';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ConsoleProvider, type ConsoleServices } from './console';
import { businessRoutes } from './routes';

// Standalone, the console signs in with the token the shell stored in this browser.
const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
const api = createApiClient({ getToken: () => token });
const socket = token ? connectRealtime({ token }) : null;

const subscribe: ConsoleServices['subscribe'] = (event, handler) => {
  socket?.on(event, handler);
  return () => {
    socket?.off(event, handler);
  };
};

function Standalone() {
  const [user, setUser] = useState<AuthUser | null>(null);
  const refreshUser = () => {
    if (token) api.me().then(({ user }) => setUser(user), console.error);
  };
  useEffect(refreshUser, []);
  return (
    <ConsoleProvider
      value={{
        api,
        user,
        onUserChange: setUser,
        notify: console.warn,
        notifyError: console.error,
        subscribe: socket ? subscribe : undefined,
        refreshUser,
      }}
    >
      <RouterProvider router={router} />
    </ConsoleProvider>
  );
}

// The console on its own, without the shell, for focused development of its screens.
document.documentElement.classList.add(themes.light);
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
      <Standalone />
    </I18nProvider>
  </StrictMode>,
);
