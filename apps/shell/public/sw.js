// The service worker of the business console, installed as an app (manifest.webmanifest).
// Plain script, served as /sw.js so its scope is the whole site (lead pages are under
// /lead-details). The build (apps/shell/src/pwa/serviceWorkerPlugin.ts) fills in BUILD and
// PRECACHE: the console's shell, which is what an offline start needs (a new build is a new
// worker, and its own cache). The console registers it after load (apps/business/src/alerts/serviceWorker.ts).
const BUILD = 'dev';
const PRECACHE = [];
const CACHE = `quoteway-shell-${BUILD}`;
/** The console's page: served (from the cache) for any navigation the network cannot answer. */
const SHELL_PAGE = '/leads/tab';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL_PAGE, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('quoteway-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Built files have their content's hash in their name: once cached, always right. */
const isBuiltAsset = (url) =>
  url.origin === self.location.origin && url.pathname.startsWith('/assets/');

async function cachedAsset(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    // Offline: the console's shell, which sees it has no network and says so in the
    // person's language (apps/shell/src/offline) instead of the browser's error page.
    const shell = await caches.match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    event.respondWith(page(request));
  } else if (isBuiltAsset(url)) {
    event.respondWith(cachedAsset(request));
  }
});

// The page lists the built files it loaded before this worker controlled it (its language's
// catalog among them), so an offline start finds them too.
self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.type !== 'cache-assets' || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((href) => {
    try {
      return isBuiltAsset(new URL(href, self.location.origin));
    } catch {
      return false;
    }
  });
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(urls)));
});

// A lead alert (modules/push on the server): its title and text are in the business's
// language already; `url` is the lead's page.
self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || alert.kind !== 'new-lead') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: alert.url,
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(event.notification.data?.url ?? '/leads/tab', self.location.origin);
  // Only a page of this site, whatever the message said.
  const target =
    wanted.origin === self.location.origin ? wanted.href : `${self.location.origin}/leads/tab`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    }),
  );
});
