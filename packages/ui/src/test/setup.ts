import { preloadDialogs } from '../private/radixDialog';

// Dialog, Drawer and Popover load Radix when first opened; loaded here so the components'
// tests open them at once. radixDialog.test.tsx checks the loading itself, on a fresh copy.
await preloadDialogs();
