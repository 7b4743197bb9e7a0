// マイページ's service worker (issue 31): the app shell from the cache, everything else from the network.
// The build writes the shell's files (index.html, the offline page, the first load's hashed scripts and styles)
// and a version made of their names in place of the two placeholders below (packages/portal/vite.config.ts).
// - A page (a navigation) comes from the network; without a connection, the offline page that says so.
// - The build's hashed files are kept once fetched (their names change with their content).
// - The API is never cached: a family's data is read live or not at all.
const SHELL = self.__SHELL__;
const CACHE = `kayoi-my-${self.__VERSION__}`;
const OFFLINE = '/my/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('kayoi-my-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/my/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
    return;
  }
  if (url.pathname.startsWith('/my/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

// 通知 (issue 32): a push from the school shows as a notification (the server sends {title, body, url}); a tap opens
// the page of マイページ it is about, in a window of the app already open when there is one.
self.addEventListener('push', (event) => {
  let message = { title: 'スクールからのお知らせ', body: '', url: '/my/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON body still says something came.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      data: { url: message.url },
      icon: '/my/icon-192.png',
      lang: 'ja',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? '/my/';
  const target = new URL(path.startsWith('/my/') ? path : '/my/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/my/'));
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
