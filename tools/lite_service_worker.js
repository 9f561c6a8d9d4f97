// The course site's service worker: the course keeps working offline once a learner has opened it.
//
// tools/build_lite.py writes this file over JupyterLite's own service-worker.js, filling in
// VERSION (a digest of the site's files) and FILES (every file of the course the site serves,
// relative to this file). JupyterLite registers it from the lab page, as it registers its own.
//
// What it does:
// - like JupyterLite's: answers the kernel's file-system requests (/api/drive, /api/stdin/) by
//   passing them to the page over the broadcast channel, and the page's heartbeat;
// - unlike JupyterLite's (whose cache is off unless configured, and off again each time the
//   browser restarts the worker: the flag lives in a variable set only on activation), it stores
//   what the page fetched and answers from its store whenever the network fails; once the whole
//   course is stored, it answers from its store first, without asking the server (but for Pyodide's
//   WebAssembly: the browser's own HTTP cache keeps it compiled, which a response from the store
//   would make the browser compile again); and, from the page's first heartbeat
//   (20 s after it registered the worker), stores every file of the course in the background
//   (FILES: every notebook in every language, Pyodide and its wheels, the app's scripts), so a
//   notebook never opened before opens offline too;
// - a new build (another VERSION) waits until no page of the course is open, then takes over, fills a
//   new cache and deletes the old ones: a visit is all one build.
"use strict";

const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `spiderette-course-${VERSION}`;
const DONE = "__spiderette_course_complete__";
const broadcast = new BroadcastChannel("/sw-api.v1");

let filling = null;

self.addEventListener("install", (event) => {
  // the first worker takes over at once; a new build's worker waits until no page of the course is open
  // (the next visit after the learner closed it), so no visit mixes one build's files with another's
  if (!self.registration.active) {
    self.skipWaiting();
  }
  event.waitUntil(caches.open(CACHE));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== CACHE && (name.startsWith("spiderette-course-") || name === "precache")) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  // the page (or a test) asks how far the background store got
  if (event.data && event.data.type === "spiderette-course-status") {
    event.waitUntil(
      status().then((s) => event.source && event.source.postMessage({ type: "spiderette-course-status", ...s })),
    );
  }
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.pathname.endsWith("/api/service-worker-heartbeat")) {
    event.respondWith(new Response("ok"));
    // an open page pings every 20 s from when it registered this worker: the first ping starts the
    // background store (after the page's own start, not competing with it), later ones keep it going
    event.waitUntil(fill());
    return;
  }
  if (url.origin === location.origin && (url.pathname.includes("/api/drive") || url.pathname.includes("/api/stdin/"))) {
    event.respondWith(broadcastOne(request, url));
    return;
  }
  if (request.method !== "GET" || url.origin !== location.origin) {
    return;
  }
  event.respondWith(respond(event, request));
});

// Once this build's whole course is stored, a visit reads it from the store without asking the server
// whether anything changed: the pages, the app's scripts, Pyodide's standard library, the wheels (a new
// build comes with a new worker, which takes over at the next visit and fills its own store). Not
// Pyodide's WebAssembly, which the browser's HTTP cache keeps compiled (from this store the browser
// would compile it again at every visit, 1.5 s here).
let complete = false;

async function respond(event, request) {
  const cache = await caches.open(CACHE);
  complete = complete || Boolean(await cache.match(new URL(DONE, location.href)));
  if (complete && !new URL(request.url).pathname.endsWith(".wasm")) {
    const hit = await stored(cache, request);
    if (hit) {
      return hit;
    }
  }
  return fromNetworkThenCache(event, request, cache);
}

// What this worker stored for a request: that very address, or the file whatever its query (a page reads
// its own query; the app asks for its scripts with the build's digest as a query, "bundle.js?_=c9f706b",
// while the background store took "bundle.js", and the browser's cache is not asked again)
async function stored(cache, request) {
  return (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
}

async function fromNetworkThenCache(event, request, cache) {
  let response;
  try {
    response = await fetch(checked(request));
  } catch (err) {
    // offline, or the server is gone: what this worker stored
    const hit = await stored(cache, request);
    if (hit) {
      return hit;
    }
    throw err;
  }
  if (response.redirected) {
    return Response.redirect(response.url, 302); // a page asked for as a folder: where it is (not stored)
  }
  if (response.ok && response.type === "basic") {
    event.waitUntil(storeOnce(cache, request, response.clone()));
  }
  return response;
}

// Asked of the server, not taken from the browser's HTTP cache unasked: it may hold an older build's file
// under the same name (a wheel of this package, notebook 00), which this build's store must not take in.
// Not a page (a navigation cannot be asked differently) and not the WebAssembly: revalidated, the browser
// would compile it again (it changes only with Pyodide's version, PYODIDE_VERSION in tools/build_lite.py).
function checked(request) {
  const url = new URL(request.url);
  if (request.mode === "navigate" || url.pathname.endsWith(".wasm")) {
    return request;
  }
  return new Request(request, { cache: "no-cache" });
}

// a build's files never change (a new build is a new cache): store each once
async function storeOnce(cache, request, response) {
  if (!(await cache.match(request))) {
    await cache.put(request, response);
  }
}

async function status() {
  const cache = await caches.open(CACHE);
  const complete = Boolean(await cache.match(new URL(DONE, location.href)));
  return { version: VERSION, complete, files: FILES.length };
}

function fill() {
  if (!filling) {
    filling = fillAll().catch((err) => {
      filling = null; // offline or interrupted: the next heartbeat tries again
      console.warn("The course could not be stored for offline use yet:", err);
    });
  }
  return filling;
}

async function fillAll() {
  const cache = await caches.open(CACHE);
  const done = new URL(DONE, location.href);
  if (await cache.match(done)) {
    return;
  }
  const stored = new Set((await cache.keys()).map((r) => r.url));
  const missing = FILES.map((f) => new URL(f, location.href).href).filter((u) => !stored.has(u));
  // a few at a time, so the learner's own requests are not kept waiting behind the whole course
  const queue = [...missing];
  const worker = async () => {
    while (queue.length) {
      const url = queue.shift();
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) {
        throw new Error(`${url}: ${response.status}`);
      }
      await cache.put(url, response);
    }
  };
  await Promise.all([worker(), worker()]);
  await cache.put(done, new Response(VERSION));
}

// The kernel's file-system requests, answered by the page (as JupyterLite's own service worker does).
async function broadcastOne(request, url) {
  const message = await request.json();
  const requestId = message.requestId ?? crypto.randomUUID();
  message.requestId = requestId;
  const answer = new Promise((resolve) => {
    const listener = (event) => {
      const data = event.data;
      if (data.browsingContextId !== message.browsingContextId || data.requestId !== requestId) {
        return;
      }
      resolve(new Response(JSON.stringify(data.response)));
      broadcast.removeEventListener("message", listener);
    };
    broadcast.addEventListener("message", listener);
  });
  message.pathname = url.pathname;
  broadcast.postMessage(message);
  return await answer;
}
