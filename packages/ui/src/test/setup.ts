import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDialogs } from '../private/radixDialog';

// Testing Library cleans up by itself only with Vitest globals, which we do not enable; the
// files of a worker share one document (isolate: false), so nothing rendered may outlive
// its test.
afterEach(cleanup);

// Dialog, Drawer and Popover load Radix when first opened; loaded here so the components'
// tests open them at once. radixDialog.test.tsx checks the loading itself, on a fresh copy.
await preloadDialogs();
