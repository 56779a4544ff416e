// The console's service worker (apps/shell/public/sw.js): it keeps the console's shell for
// offline starts and shows lead alerts. Registered after the page has loaded, so it never
// competes with the first screen, and only in a build (the dev server has no sw.js).

let registration: Promise<ServiceWorkerRegistration> | null = null;

/** Whether this browser can keep a service worker (and so install the console, get pushes). */
export function serviceWorkerSupported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Register the worker once; answers the registration once it is active. */
export function registerConsoleWorker(): Promise<ServiceWorkerRegistration> | null {
  if (!serviceWorkerSupported()) return null;
  registration ??= navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((ready) => {
      // The built files this page loaded before the worker controlled it (the language's
      // catalog among them), for the worker to keep for an offline start.
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      ready.active?.postMessage({ type: 'cache-assets', urls });
      return ready;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** Register the worker once the page has loaded (console pages call it as they mount). */
export function registerConsoleWorkerAfterLoad(): void {
  if (!serviceWorkerSupported()) return;
  // A refused registration (private mode, a blocked worker) leaves the console as it was.
  const start = () => void registerConsoleWorker()?.catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
