/**
 * JSON answers for one viewer (a room's entry): never stored by any cache. A small one goes out
 * uncompressed (`no-transform`, which Next's compression honours): gzip was a tenth of a ghost's
 * entry (issue 27), to save about 13 KB once per visit to a room that then streams megabytes of
 * video. Larger answers are left to Next's compression as before.
 */

/** Up to this many bytes an answer is sent as it is (a ghost's entry is about 17 KB). */
export const UNCOMPRESSED_MAX_BYTES = 32 * 1024;

export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control of a private answer of `bytes` bytes. */
export function privateCacheControl(bytes: number): string {
  return bytes <= UNCOMPRESSED_MAX_BYTES ? `${PRIVATE_NO_STORE}, no-transform` : PRIVATE_NO_STORE;
}

/** A private JSON answer (Response.json's content type), its length known. */
export function privateJson(body: unknown, status = 200): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength), 'Cache-Control': privateCacheControl(bytes.byteLength) },
  });
}
