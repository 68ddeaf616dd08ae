/**
 * `POST /api/revalidate` (the platform's "this changed" call): which tags a request may expire.
 * Pure, so the route stays thin. The secret is compared in constant time by the caller's crypto;
 * tags are the ones the data layer writes (`store:{slug}`, `products:{slug}`, …), bounded in number
 * and length so a caller cannot grow anything.
 */

export const REVALIDATE_TAG = /^(store|products|product|post|vod):[A-Za-z0-9_-]{1,100}$/;
export const MAX_TAGS = 50;

export type RevalidateRequest = { ok: true; tags: string[] } | { ok: false; status: 400 | 401 | 404; message: string };

export function bearerSecret(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

export function readRevalidateRequest(input: { configuredSecret: string | undefined; givenSecret: string | null; body: unknown; secretsMatch: (a: string, b: string) => boolean }): RevalidateRequest {
  // Without a configured secret the route does not exist: nobody can expire the caches.
  if (!input.configuredSecret) return { ok: false, status: 404, message: 'not found' };
  if (!input.givenSecret || !input.secretsMatch(input.givenSecret, input.configuredSecret)) return { ok: false, status: 401, message: 'a valid bearer secret is required' };
  const tags = typeof input.body === 'object' && input.body !== null ? (input.body as { tags?: unknown }).tags : undefined;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return { ok: false, status: 400, message: `tags must be a list of 1 to ${MAX_TAGS} tags` };
  const bad = tags.find((tag) => typeof tag !== 'string' || !REVALIDATE_TAG.test(tag));
  if (bad !== undefined) return { ok: false, status: 400, message: `unknown tag: ${JSON.stringify(bad).slice(0, 120)}` };
  return { ok: true, tags: [...new Set(tags as string[])] };
}
