import { I18nProvider, i18n } from '@quoteway/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Notifications } from '../notifications/Notifications';
import { useNotifications } from '../notifications/notificationStore';
import { queryClient } from '../queryClient';
import { useSession } from '../session/sessionStore';
import { peekReturn, rememberReturn } from '../session/signInReturn';
import { businessUser, customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { SignInDialog } from './SignInDialog';
import { SignInPage } from './SignInPage';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const localApi = serveLocalApi();

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
  localStorage.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

/** /home with the dialog (as ShellLayout opens it), /signin, and a stand-in for every other page. */
function renderAt(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/home', element: <SignInDialog reason="lead" /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Notifications />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

function signIn(container: HTMLElement) {
  fireEvent.change(within(container).getByLabelText(/E-mail address/), {
    target: { value: 'kahu@example.nz' },
  });
  fireEvent.change(within(container).getByLabelText(/^Password/), {
    target: { value: 'harakeke-weaving' },
  });
  fireEvent.click(within(container).getByRole('button', { name: 'Sign in' }));
}

function answerLogin(user = businessUser()) {
  localApi.on('POST /api/login-user', {
    body: { token: 'tok-1', user, message: 'Login successfully!' },
  });
}

describe('the sign-in dialog on /home', () => {
  it('says why, and after sign-in returns to the exact page with one toast', async () => {
    answerLogin();
    rememberReturn('/lead-details/job-7?from=email');
    renderAt('/home?from=email');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByText('Sign in to see this lead')).toBeTruthy();
    signIn(dialog);
    expect(await screen.findByText('at /lead-details/job-7?from=email')).toBeTruthy();
    expect(screen.getAllByText('Login successfully!')).toHaveLength(1);
    expect(peekReturn()).toBeNull();
  });

  it('a customer whose waiting page is a business’s is told so, and lands on My Jobs', async () => {
    answerLogin(customerUser());
    rememberReturn('/lead-details/job-7');
    renderAt('/home');
    signIn(await screen.findByRole('dialog', { name: 'Sign in' }));
    expect(await screen.findByText('at /my-jobs')).toBeTruthy();
    expect(
      screen.getByText(
        'That page is for business accounts. You are signed in with a customer account.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Login successfully!')).toBeNull();
  });

  it('closing it gives the trip up', async () => {
    rememberReturn('/my-jobs/0/job-7');
    renderAt('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(peekReturn()).toBeNull());
  });
});

describe('the /signin page (a new account’s first sign-in, after its verification link)', () => {
  it('also returns to the page that waited, query kept', async () => {
    answerLogin(customerUser());
    rememberReturn('/my-jobs/0/job-7?quote=q1');
    renderAt('/signin?verified=1');
    signIn(await screen.findByRole('form', { name: 'Sign in' }));
    expect(await screen.findByText('at /my-jobs/0/job-7?quote=q1')).toBeTruthy();
  });

  it('says the spec’s words for a wrong password, once', async () => {
    localApi.on('POST /api/login-user', apiError(401, 'Invalid Credentials'));
    renderAt('/signin');
    signIn(await screen.findByRole('form', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password!')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
