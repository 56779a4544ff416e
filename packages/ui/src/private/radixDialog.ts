import type * as RadixDialogModule from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';

type RadixDialog = typeof RadixDialogModule;

let radix: RadixDialog | null = null;
let loading: Promise<RadixDialog> | null = null;

/**
 * Load Radix Dialog (with its focus trap, scroll lock and dismissable layer, about 15 KB
 * gzip), on which `Dialog`, `Drawer` and `Popover` are built. They load it when first
 * opened, so a page's first load does not carry it; call this earlier where the opening is
 * likely (a pointer over, focus on or a touch of the button that opens one) so the panel shows
 * at once. Safe to call many times.
 */
export function preloadDialogs(): Promise<void> {
  loading ??= import('@radix-ui/react-dialog').then((module) => {
    radix = module;
    return module;
  });
  return loading.then(() => undefined);
}

/**
 * Radix Dialog once it is loaded, else null. Asked for while `needed` (open, or opened
 * before): loads it then and renders again once it is there. Once loaded, the component stays
 * mounted as before, so Radix plays the closing and gives focus back as it always did.
 */
export function useRadixDialog(needed: boolean): RadixDialog | null {
  const [loaded, setLoaded] = useState(radix);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void preloadDialogs().then(() => {
      if (live) setLoaded(radix);
    });
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded ?? radix;
}
