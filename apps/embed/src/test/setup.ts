import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with Vitest globals, which we do not enable.
afterEach(cleanup);

// TanStack Query tells its observers of a cache change on the next tick; in tests at once,
// so a change made inside act() is on screen when act ends, as a zustand change is.
notifyManager.setScheduler((notify) => notify());

// findBy*/waitFor wait for the widget to get there, not for a fixed second: on a loaded
// machine a screen may take longer to render, and a test must not fail for that.
configure({ asyncUtilTimeout: 15_000 });

// The design system's dialogs load Radix when first opened; loaded here, so tests open them
// at once (packages/ui's own tests check the loading itself).
await import('@quoteway/ui').then((ui) => ui.preloadDialogs());
