import { baseCookieOptions, cookieValueIn, type CookieWrite } from '@/lib/identity/cookies';
import { pathSegments, type StorePath } from './paths';
import { withoutEntryFlags } from './entry-notices';

/**
 * Guard step 2, memory: the target path and store name, and the external channel source
 * (query source, source_id, from_id), written as cookies so middleware, server and browser share
 * them. The enterprise redirect later carries the remembered source_id (issue 7).
 */

export const TARGET_PATH_COOKIE = 'kirari_target_path';
export const STORE_NAME_COOKIE = 'kirari_store';
export const CHANNEL_SOURCE_COOKIE = 'kirari_channel_source';

/** The channel source outlives the visit that brought it (a buyer may check out days later). */
export const CHANNEL_SOURCE_MAX_AGE_S = 30 * 24 * 3600;

const MAX_TARGET_LENGTH = 2048;
const MAX_SOURCE_VALUE_LENGTH = 128;

export interface ChannelSource {
  source: string | null;
  source_id: string | null;
  from_id: string | null;
}

const CHANNEL_KEYS = ['source', 'source_id', 'from_id'] as const;

function sourceValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_SOURCE_VALUE_LENGTH ? trimmed : null;
}

/** null when the query names no channel source, so an earlier one is kept. */
export function channelSourceFromQuery(search: URLSearchParams): ChannelSource | null {
  const source: ChannelSource = { source: null, source_id: null, from_id: null };
  for (const key of CHANNEL_KEYS) source[key] = sourceValue(search.get(key));
  return CHANNEL_KEYS.some((key) => source[key] !== null) ? source : null;
}

/** Reads the cookie back; anything unreadable is no source. */
export function parseChannelSource(raw: string | null | undefined): ChannelSource | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const source: ChannelSource = { source: null, source_id: null, from_id: null };
    for (const key of CHANNEL_KEYS) source[key] = sourceValue(record[key]);
    return CHANNEL_KEYS.some((key) => source[key] !== null) ? source : null;
  } catch {
    return null;
  }
}

/** The path and query to return to, without the one-shot entry flags (they must not replay). */
export function targetPathOf(pathname: string, search: URLSearchParams): string {
  const query = withoutEntryFlags(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Not the login page (the social sign-in return page would send the buyer back to itself), and
 * not the loginRequired landing: the member-only page that redirected there is the real target.
 */
export function shouldRememberTarget(storePath: StorePath, search: URLSearchParams): boolean {
  const [first] = pathSegments(storePath.rest);
  return first !== 'login' && search.get('loginRequired') !== 'true';
}

export interface VisitInput {
  pathname: string;
  search: URLSearchParams;
  storePath: StorePath;
  /** Host header, for the Secure attribute. */
  host: string;
}

export function rememberVisit({ pathname, search, storePath, host }: VisitInput): CookieWrite[] {
  const writes: CookieWrite[] = [{ name: STORE_NAME_COOKIE, value: storePath.slug, options: baseCookieOptions(host) }];
  const target = targetPathOf(pathname, search);
  if (shouldRememberTarget(storePath, search) && target.length <= MAX_TARGET_LENGTH) {
    writes.push({ name: TARGET_PATH_COOKIE, value: target, options: baseCookieOptions(host) });
  }
  const channel = channelSourceFromQuery(search);
  if (channel) {
    writes.push({ name: CHANNEL_SOURCE_COOKIE, value: JSON.stringify(channel), options: baseCookieOptions(host, CHANNEL_SOURCE_MAX_AGE_S) });
  }
  return writes;
}

/**
 * The visit writes a page may still make when it starts: not over a cookie that changed after its
 * HTML was parsed. A buyer who leaves a page before it has started (a members' page link, whose
 * redirect remembers that page) must not have the old page's memory written over the new one.
 */
export function writesStillCurrent(writes: CookieWrite[], cookiesAtParse: string | undefined, cookiesNow: string): CookieWrite[] {
  if (cookiesAtParse === undefined) return writes;
  return writes.filter((write) => cookieValueIn(cookiesAtParse, write.name) === cookieValueIn(cookiesNow, write.name));
}
