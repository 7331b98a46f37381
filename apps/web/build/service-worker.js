// The Verdict web app's service worker: after the first visit the app works offline.
// The build fills in PRECACHE (the app shell and every hashed asset) and VERSION (a hash of that list).
const PRECACHE = self.__PRECACHE__;
const CACHE = `verdict-${self.__VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('verdict-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Pages: network first (a new version shows as soon as it is online), the cached shell when offline.
// Hashed assets never change, so the cache answers first. Nothing else is the worker's: the API's answers, its
// event streams above all, go straight to the network (through the worker, each request cost a cache lookup and a
// copy, and a stream lived only as long as the browser kept the worker alive).
const PRECACHED = new Set(PRECACHE.map((path) => new URL(path, self.registration.scope).href));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => {
        // The shell was cached as './' (the scope itself): any page of the app opens it offline.
        const shell =
          (await caches.match(scope.href)) ?? (await caches.match(new URL('./index.html', scope).href));
        return shell ?? Response.error();
      }),
    );
    return;
  }
  if (!PRECACHED.has(url.href)) return;
  event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});
