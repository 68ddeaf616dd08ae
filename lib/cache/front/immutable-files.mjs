// The build's own files (`/_next/static/…`: named by their content, served `Cache-Control: public,
// max-age=31536000, immutable`) kept in the front process as Next first answered them, headers and
// compressed body, so a crowd's script and style requests (36 per new viewer in a room) never reach Next again. Next
// compresses every static answer anew (`compress`); on 2 cores, beside the renders of a crowd's
// entries, one viewer's chunks took 450 ms to arrive over loopback (docs/adr/0009, fifth round).
// A CDN keeps these files by the same Cache-Control; cookies play no part in them.
import { createLru } from '../redis/lru.mjs';
import { recordBody, writeKept } from './front-cache.mjs';
import { headerValue, isPublic, replayHeaders, varyNames } from './rules.mjs';

export const IMMUTABLE_PREFIX = '/_next/static/';
const MAX_URL_LENGTH = 2048;
const MAX_ENCODING_LENGTH = 256;

/** The key of a request for one of the build's files, or null (anything else, or a partial read). */
export function immutableFileKey({ method, url, headers }) {
  if ((method !== 'GET' && method !== 'HEAD') || typeof url !== 'string' || url.length > MAX_URL_LENGTH) return null;
  if (!url.startsWith(IMMUTABLE_PREFIX) || url.includes('..')) return null;
  if (headers.range !== undefined || headers['if-range'] !== undefined) return null;
  // The compression Next chose follows Accept-Encoding: it is the key (browsers send a fixed value).
  const encoding = headerValue(headers['accept-encoding']);
  return encoding.length > MAX_ENCODING_LENGTH ? null : `${encoding}\n${url}`;
}

/** Whether Next's answer is the file itself, the same for everyone for good. */
export function isImmutableAnswer(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = headerValue(headers['cache-control']).toLowerCase();
  if (!isPublic(cacheControl) || !cacheControl.split(',').some((part) => part.trim() === 'immutable')) return false;
  return varyNames(headers).every((name) => name === 'accept-encoding');
}

/**
 * A request listener: the build's files from memory once Next has answered each (per
 * Accept-Encoding), everything else to `handle`. A file that never changes needs no purge.
 */
export function withImmutableFiles(handle, { maxBytes = 64 * 1024 * 1024, maxEntryBytes = 4 * 1024 * 1024 } = {}) {
  const files = createLru(maxBytes);
  return (req, res) => {
    const key = immutableFileKey({ method: req.method, url: req.url, headers: req.headers });
    if (key === null) return handle(req, res);
    const entry = files.get(key);
    if (entry) return writeKept(req, res, entry);
    if (req.method === 'HEAD') return handle(req, res);
    const body = recordBody(res, maxEntryBytes);
    res.once('finish', () => {
      const recorded = body();
      const headers = res.getHeaders();
      if (recorded === null || !isImmutableAnswer(res.statusCode, headers)) return;
      const etag = headers.etag === undefined ? null : String(headers.etag);
      files.set(key, { status: 200, headers: replayHeaders(headers), body: recorded, etag }, recorded.length + key.length + 1024);
    });
    return handle(req, res);
  };
}
