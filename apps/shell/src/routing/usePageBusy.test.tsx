import { act, render } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useFirstLoads } from '../query/firstLoads';
import { queryClient as client } from '../queryClient';
import { BUSY_AFTER_MS, usePageBusy } from './usePageBusy';

let answer: (value: string) => void = () => {};
let fail: (error: Error) => void = () => {};
let codeLoaded: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  codeLoaded();
  vi.useRealTimers();
  client.clear();
  useFirstLoads.setState({ count: 0 });
  act(() => useNotifications.getState().reset());
});

const loading = () => useNotifications.getState().loading;

/** The shell's root route, reduced to the hook. */
function Root() {
  usePageBusy();
  return <Outlet />;
}

/** A page whose first read waits until the test answers it (or fails it). */
function PageWithRead() {
  useQuery({
    queryKey: ['page'],
    queryFn: () =>
      new Promise<string>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  });
  return null;
}

/** The hook in a root route, a page with a first read (/) and a page whose code loads (/lazy). */
function renderApp(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <PageWithRead /> },
          { path: '/still', element: null },
          {
            path: '/lazy',
            lazy: async () => {
              await new Promise<void>((resolve) => {
                codeLoaded = resolve;
              });
              return { Component: () => null };
            },
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** Let the query cache's count of first loads reach the hook (it is counted in a microtask). */
async function settle() {
  await act(async () => {});
}

describe('usePageBusy', () => {
  it('shows once a page’s first read has lasted the delay, and ends with its answer', async () => {
    renderApp();
    await settle();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS - 50);
    });
    expect(loading()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(loading()).toBe(true);
    await act(async () => answer('ready'));
    await settle();
    expect(loading()).toBe(false);
  });

  it('a fast first read shows nothing', async () => {
    renderApp();
    await settle();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS / 4);
    });
    await act(async () => answer('ready'));
    await settle();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS * 2);
    });
    expect(loading()).toBe(false);
  });

  it('a failed read, a refresh of data on screen and leaving do not leave it on', async () => {
    const view = renderApp();
    await settle();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS + 1);
    });
    expect(loading()).toBe(true);
    await act(async () => fail(new Error('offline')));
    await settle();
    expect(loading()).toBe(false);
    // Data on screen being refreshed is not a page load.
    act(() => {
      client.setQueryData(['page'], 'cached');
    });
    act(() => void client.refetchQueries({ queryKey: ['page'] }));
    await settle();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS + 1);
    });
    expect(loading()).toBe(false);
    // A load still going when the shell unmounts.
    act(() => void client.resetQueries({ queryKey: ['page'] }));
    await settle();
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS + 1);
    });
    expect(loading()).toBe(true);
    view.unmount();
    expect(loading()).toBe(false);
  });

  it('shows while a page’s code is still loading after the delay, and ends when it is there', async () => {
    const { router } = renderApp('/still');
    act(() => void router.navigate('/lazy'));
    act(() => {
      vi.advanceTimersByTime(BUSY_AFTER_MS + 1);
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(loading()).toBe(true);
    await act(async () => codeLoaded());
    expect(router.state.location.pathname).toBe('/lazy');
    expect(loading()).toBe(false);
  });
});
