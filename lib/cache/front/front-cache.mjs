// The front cache (docs/adr/0008-front-cache.md): what a CDN would do for the pages middleware marks
// shared (`CDN-Cache-Control: public, s-maxage`), done in the server process in front of Next, so a
// flood of anonymous viewers is answered from memory without running middleware, routing and
// compression per request.
import { createLru } from '../redis/lru.mjs';
import { CDN_CACHE_CONTROL_FIELD, cdnCacheControlMayStay, frontCacheKey, isRevalidation, matchesEtag, replayHeaders, storableFor, unsharedCacheControl } from './rules.mjs';

/** How long one request may hold the right to refresh a stale entry before another may try. */
const REFRESH_CLAIM_MS = 10_000;
/** How long a request that found nothing waits for another request's render of the same page before asking Next itself. */
export const COLLAPSE_WAIT_MS = 5000;
/** Set on every answer the front cache gives itself. */
export const FRONT_CACHE_HEADER = 'x-kirari-front-cache';

/**
 * After a purge, how long a page kept before it may still be given to requests that arrive while
 * one request renders it anew: a flood goes on being answered through a sale's stock changes, and
 * no visitor sees the old page for longer than a render takes (or this, if the render fails).
 */
export const PURGE_GRACE_MS = 1000;

/**
 * A bounded in-memory store of replayable responses. `generation` moves on every purge: entries of
 * an older one are refreshed first, and a response that began before a purge is not kept, since it
 * may have been rendered from what was revalidated.
 */
export function createFrontCache({ maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  const entries = createLru(maxBytes);
  let generation = 0;
  let purgedAt = -Infinity;
  /** The stale copy for this request while another refreshes it, or the right to refresh it. */
  const claim = (entry) => {
    if (entry.refreshClaimedAt !== null && now() - entry.refreshClaimedAt < REFRESH_CLAIM_MS) return { entry, state: 'stale' };
    entry.refreshClaimedAt = now();
    return { entry, state: 'refresh' };
  };
  return {
    get generation() {
      return generation;
    },
    /**
     * 'fresh' or 'stale' (serve it), 'refresh' (stale, and this request should go to Next to renew
     * it; others meanwhile get the stale copy) or null (nothing usable).
     */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.generation !== generation) {
        if (now() - purgedAt < PURGE_GRACE_MS) return claim(entry);
        entries.delete(key);
        return null;
      }
      const age = now() - entry.storedAt;
      if (age < entry.freshMs) return { entry, state: 'fresh' };
      if (age < entry.freshMs + entry.staleMs) return claim(entry);
      entries.delete(key);
      return null;
    },
    /** A refresh that produced nothing to keep: the next request may try again. */
    releaseRefresh(key) {
      const entry = entries.get(key);
      if (entry) entry.refreshClaimedAt = null;
    },
    store(key, response, startedInGeneration) {
      if (startedInGeneration !== generation) return false;
      const lifetime = storableFor(response.status, response.headers);
      if (!lifetime) return false;
      const headers = replayHeaders(response.headers);
      const etag = response.headers.etag === undefined ? null : String(response.headers.etag);
      const entry = { status: response.status, headers, body: response.body, etag, storedAt: now(), generation, ...lifetime, refreshClaimedAt: null };
      entries.set(key, entry, response.body.length + key.length + 1024);
      return true;
    },
    /** Everything kept is out of date: refreshed first, and dropped after PURGE_GRACE_MS. */
    purge() {
      generation += 1;
      purgedAt = now();
    },
    get bytes() {
      return entries.bytes;
    },
  };
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

/** Records what is written to `res` (after Next's compression, which wraps these same methods). */
export function recordBody(res, maxBytes) {
  const chunks = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk, encoding) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = toBuffer(chunk, encoding);
    size += buffer.length;
    if (size > maxBytes) {
      overflow = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function recordedWrite(chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function recordedEnd(chunk, encoding, callback) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  return () => (overflow ? null : Buffer.concat(chunks, size));
}

/**
 * A request listener around `handle` (Next's request handler): before the headers go out, an HTML
 * page Next did not keep is made private (rules.mjs unsharedCacheControl), so no shared cache, this
 * one or a CDN, holds a failure; a private answer loses CDN-Cache-Control. It runs with the front
 * cache off too.
 */
export function withoutSharedFailures(handle) {
  return (req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const writeHead = res.writeHead;
      res.writeHead = function unsharingWriteHead(...args) {
        const replacement = unsharedCacheControl({ cacheControl: this.getHeader('cache-control'), contentType: this.getHeader('content-type'), nextCache: this.getHeader('x-nextjs-cache') });
        if (replacement) this.setHeader('cache-control', replacement);
        if (!cdnCacheControlMayStay(this.getHeader('cache-control'))) this.removeHeader(CDN_CACHE_CONTROL_FIELD);
        return writeHead.apply(this, args);
      };
    }
    return handle(req, res);
  };
}

/** Writes a kept answer: its headers, then a 304 for a matching If-None-Match, else its body (none to a HEAD). */
export function writeKept(req, res, { status, headers, body, etag }) {
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader(FRONT_CACHE_HEADER, 'HIT');
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.removeHeader('content-encoding');
    res.removeHeader('content-type');
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader('content-length', String(body.length));
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function replay(req, res, entry) {
  res.setHeader('age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
  writeKept(req, res, entry);
}

/**
 * A request listener: answers from `cache` what it holds, passes everything else to `handle`
 * (Next's request handler, within withoutSharedFailures) and keeps what Next answers that a shared
 * cache may keep.
 */
export function withFrontCache(cache, handle, { maxEntryBytes = 2 * 1024 * 1024, collapseWaitMs = COLLAPSE_WAIT_MS } = {}) {
  /** Pages being rendered for a request that found nothing: key → settles once that answer is kept or given up. */
  const leaders = new Map();
  return async (req, res) => {
    // POST /api/revalidate: once Next has expired the tags, nothing kept before may be served.
    if (isRevalidation(req.method, req.url)) {
      res.once('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) cache.purge();
      });
      return handle(req, res);
    }
    const key = frontCacheKey({ method: req.method, url: req.url, headers: req.headers });
    if (key === null) return handle(req, res);
    let found = cache.lookup(key);
    // Nothing kept and another request already rendering it (a crowd arriving at a page nobody asked
    // for lately): wait for that answer rather than render it once per request.
    const leader = found ? undefined : leaders.get(key);
    if (leader) {
      let timer;
      await Promise.race([leader, new Promise((resolve) => (timer = setTimeout(resolve, collapseWaitMs)))]);
      clearTimeout(timer);
      found = cache.lookup(key);
    }
    if (found && found.state !== 'refresh') {
      replay(req, res, found.entry);
      return undefined;
    }
    let settle = null;
    if (!found && !leader) leaders.set(key, new Promise((resolve) => (settle = resolve)));
    const settled = () => {
      if (!settle) return;
      leaders.delete(key);
      settle();
      settle = null;
    };
    const generation = cache.generation;
    const body = recordBody(res, maxEntryBytes);
    res.once('finish', () => {
      const recorded = body();
      const kept = recorded !== null && cache.store(key, { status: res.statusCode, headers: res.getHeaders(), body: recorded }, generation);
      if (!kept && found) cache.releaseRefresh(key);
      settled();
    });
    res.once('close', () => {
      if (!res.writableFinished && found) cache.releaseRefresh(key);
      settled();
    });
    return handle(req, res);
  };
}
