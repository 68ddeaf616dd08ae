import { describe, expect, it } from '@jest/globals';
import {
  CHANNEL_SOURCE_COOKIE,
  CHANNEL_SOURCE_MAX_AGE_S,
  STORE_NAME_COOKIE,
  TARGET_PATH_COOKIE,
  channelSourceFromQuery,
  parseChannelSource,
  rememberVisit,
  targetPathOf,
  writesStillCurrent,
} from '@/lib/guards/remember';
import { cookieValueIn } from '@/lib/identity/cookies';

const q = (query: string) => new URLSearchParams(query);
const demo = (rest: string) => ({ slug: 'demo', rest });
const byName = (writes: ReturnType<typeof rememberVisit>) => Object.fromEntries(writes.map((w) => [w.name, w]));

describe('remember the visit (guard 2)', () => {
  it('remembers the target path and store name as cookies', () => {
    const writes = byName(rememberVisit({ pathname: '/demo/order/1', search: q('tab=items'), storePath: demo('/order/1'), host: 'shop.example' }));
    expect(writes[TARGET_PATH_COOKIE].value).toBe('/demo/order/1?tab=items');
    expect(writes[STORE_NAME_COOKIE].value).toBe('demo');
    expect(writes[TARGET_PATH_COOKIE].options).toEqual({ path: '/', sameSite: 'lax', secure: true, httpOnly: false });
    expect(writes[CHANNEL_SOURCE_COOKIE]).toBeUndefined();
  });
  it('does not remember the login page or the loginRequired landing', () => {
    expect(byName(rememberVisit({ pathname: '/demo/login', search: q('login_status=failed'), storePath: demo('/login'), host: 'localhost' }))[TARGET_PATH_COOKIE]).toBeUndefined();
    const landing = byName(rememberVisit({ pathname: '/demo/market', search: q('loginRequired=true'), storePath: demo('/market'), host: 'localhost' }));
    expect(landing[TARGET_PATH_COOKIE]).toBeUndefined();
    expect(landing[STORE_NAME_COOKIE].options.secure).toBe(false);
  });
  it('strips the one-shot entry flags from the target', () => {
    expect(targetPathOf('/demo/market', q('verify_status=success&keyword=tea'))).toBe('/demo/market?keyword=tea');
    expect(targetPathOf('/demo/market', q('passwordReset=success'))).toBe('/demo/market');
  });
  it('remembers the external channel source for 30 days', () => {
    const writes = byName(rememberVisit({ pathname: '/demo/live/9', search: q('source=fb&source_id=123&from_id=u9'), storePath: demo('/live/9'), host: 'shop.example' }));
    expect(JSON.parse(writes[CHANNEL_SOURCE_COOKIE].value)).toEqual({ source: 'fb', source_id: '123', from_id: 'u9' });
    expect(writes[CHANNEL_SOURCE_COOKIE].options.maxAge).toBe(CHANNEL_SOURCE_MAX_AGE_S);
  });
});

describe('channel source', () => {
  it('reads any of source, source_id and from_id; none keeps the earlier one', () => {
    expect(channelSourceFromQuery(q('source_id=5'))).toEqual({ source: null, source_id: '5', from_id: null });
    expect(channelSourceFromQuery(q('page=1'))).toBeNull();
    expect(channelSourceFromQuery(q('source=%20%20'))).toBeNull();
    expect(channelSourceFromQuery(q(`source=${'x'.repeat(200)}`))).toBeNull();
  });
  it('reads the cookie back defensively', () => {
    expect(parseChannelSource('{"source":"line","source_id":7}')).toEqual({ source: 'line', source_id: null, from_id: null });
    expect(parseChannelSource('{"from_id":"a"}')).toEqual({ source: null, source_id: null, from_id: 'a' });
    for (const raw of [null, '', 'x', '[]', '{}', '"s"']) expect(parseChannelSource(raw)).toBeNull();
  });
});

describe('a page starting late', () => {
  const writes = rememberVisit({ pathname: '/demo/market', search: q(''), storePath: demo('/market'), host: 'shop.example' });
  const names = (kept: ReturnType<typeof rememberVisit>) => kept.map((write) => write.name).sort();

  it('writes everything when nothing changed since its HTML was parsed', () => {
    const cookies = 'kirari_store=demo; kirari_target_path=%2Fdemo%2Fmarket%3Fpage%3D2';
    expect(names(writesStillCurrent(writes, cookies, cookies))).toEqual([STORE_NAME_COOKIE, TARGET_PATH_COOKIE]);
    expect(names(writesStillCurrent(writes, '', ''))).toEqual([STORE_NAME_COOKIE, TARGET_PATH_COOKIE]);
  });
  it('leaves a target a newer navigation wrote (a members-page redirect) alone', () => {
    const atParse = 'kirari_store=demo; kirari_target_path=%2Fdemo%2Fmarket';
    const now = 'kirari_store=demo; kirari_target_path=%2Fdemo%2Forder';
    expect(names(writesStillCurrent(writes, atParse, now))).toEqual([STORE_NAME_COOKIE]);
    // The redirect wrote the store too: nothing of the old page's is written.
    expect(names(writesStillCurrent(writes, '', now))).toEqual([]);
  });
  it('writes everything on a later client-side visit (no parse-time copy)', () => {
    expect(names(writesStillCurrent(writes, undefined, 'kirari_target_path=%2Fdemo%2Forder'))).toEqual([STORE_NAME_COOKIE, TARGET_PATH_COOKIE]);
  });
});

describe('cookieValueIn', () => {
  it('reads one decoded value, null when absent, empty or malformed', () => {
    expect(cookieValueIn('a=1; kirari_target_path=%2Fdemo%2Forder; b=2', TARGET_PATH_COOKIE)).toBe('/demo/order');
    expect(cookieValueIn('xkirari_target_path=1', TARGET_PATH_COOKIE)).toBeNull();
    expect(cookieValueIn('kirari_target_path=', TARGET_PATH_COOKIE)).toBeNull();
    expect(cookieValueIn('kirari_target_path=%E0%A4%A', TARGET_PATH_COOKIE)).toBeNull();
  });
});
