import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetReturn } from '../session/signInReturn';

// Testing Library cleans up by itself only with Vitest globals, which we do not enable.
afterEach(cleanup);

// The shell's files share one environment (isolate: false), so localStorage outlives a test:
// a page one test left waiting for a sign-in must not be where the next test's sign-in lands.
afterEach(forgetReturn);

// TanStack Query tells its observers of a cache change on the next tick; in tests it tells
// them at once, so a change made inside act() (a realtime event) is on screen when act ends,
// as a zustand change is.
notifyManager.setScheduler((notify) => notify());

// findBy*/waitFor wait for the page to get there, not for a fixed second: on a loaded machine
// (CI beside other jobs) a screen may take longer to render, and a test must not fail for
// that. A broken screen still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// A signed-in shell opens its realtime connection through a lazy import of the socket.io
// client. Loaded here, before any test, so a test that ends before that import would have
// finished (a busy machine) does not leave it loading after the environment is torn down.
await import('@quoteway/realtime');

// The design system's dialogs, drawer and popovers load Radix when first opened (the first
// load of a page does without it). Loaded here, so tests open them as a person does once it
// is there; packages/ui's own tests check the loading itself.
await import('@quoteway/ui').then((ui) => ui.preloadDialogs());
