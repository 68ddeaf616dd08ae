import { z } from 'zod';
import { storeSlug } from '@/lib/schemas';
import { buyerContext } from '@/lib/api/server-context';
import type { CallContext } from '@/lib/api/client';
import type { Result } from '@/lib/api/result';
import { cachedGhostRoom, cachedStore } from '@/lib/cache/public-reads';
import { briefMemo } from '@/lib/cache/brief-memo';
import { dataWithId, recordOf, textOrNull } from '@/lib/format/field';
import { checkShareVoucher } from '@/lib/live/helpers';
import type { Locale } from '@/lib/i18n/locales';
import type { ShareVoucher, StreamPost } from '@/lib/schemas';
import { report } from '@/lib/report';
import { allowedEmbedOrigins } from '@/lib/live/embed/origins';
import { securityConfig } from '@/lib/security/config';
import { GHOST_SESSION, loadSession, type ShellSession } from '@/components/shell/session-data';
import type { RoomEntryOutcome } from '@/components/live/room-props';
import type { VoucherCheck } from '@/components/live/promotions/promo-actions';
import { loadRoom, loadVisiblePost, postLoadOf, viewerIdOf, viewerSessionKey, type PostLoad, type RoomData } from './room-data';

const EnterInput = z.object({
  store: storeSlug,
  postId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The recording page: only a replay's side is loaded (no stream info for a live or upcoming post). */
  watchOnly: z.boolean().optional(),
});

/**
 * A ghost's share-voucher check (live-room §4 "voucher on entering the room"): a ghost has no
 * record, so it is the store's share voucher as everyone sees it, from the shared cache. Members
 * and guests check through checkVoucherAction, with their tokens.
 */
async function ghostVoucherCheck(shareVoucher: Result<{ data: ShareVoucher | null }>): Promise<VoucherCheck> {
  const result = await checkShareVoucher({ record: async () => ({ ok: true as const, data: { success: false } }), search: async () => shareVoucher });
  return { failed: result.failed, received: result.received, voucher: result.voucher };
}

function failedEntry(postId: number, load: PostLoad): RoomEntryOutcome {
  void report(new Error('room entry failed'), { where: 'live.enter', extra: { postId, load: load.kind } });
  return { kind: 'failed' };
}

/**
 * The viewer's side of the room, asked for by the room on mount (components/live/RoomEntry,
 * through the entry route handler: one request that renders no RSC tree). The page around it is
 * one cached copy for everyone (docs/adr/0001-caching.md), so the realtime id, stream info,
 * comments, blacklists and session come here. For a ghost (no token) everything but the stream
 * info registered for their realtime id is the same for all ghosts: one read of the shared cache
 * (cachedGhostRoom). `locale`: the route handler's (it has no route locale to read).
 */
export async function enterRoom(input: unknown, locale: Locale): Promise<RoomEntryOutcome> {
  const parsed = EnterInput.safeParse(input);
  if (!parsed.success) return { kind: 'failed' };
  const { store: slug, postId, watchOnly = false } = parsed.data;
  const [ctx, viewer] = await Promise.all([buyerContext(locale), viewerIdOf()]);
  const ghost = !ctx.token && !ctx.guestToken;
  const entry = { slug, postId, watchOnly, locale, ctx, viewer };
  return ghost ? enterAsGhost(entry) : enterWithTokens(entry);
}

interface Entry {
  slug: string;
  postId: number;
  watchOnly: boolean;
  locale: Locale;
  ctx: CallContext;
  viewer: { id: string; fresh: boolean };
}

const ghostRoom = briefMemo(cachedGhostRoom, { ttlMs: 250, maxEntries: 256 });

async function enterAsGhost({ slug, postId, watchOnly, ctx, locale, viewer }: Entry): Promise<RoomEntryOutcome> {
  const shared = await ghostRoom(slug, postId, locale, watchOnly);
  if (!shared.store || !shared.post) return { kind: 'failed' };
  const load = postLoadOf(shared.post.result, shared.post.readAt);
  if (load.kind !== 'ok' || !shared.feed) return failedEntry(postId, load);
  const { feed } = shared;
  const [room, voucherCheck] = await Promise.all([
    loadRoom(load.post, slug, viewer.id, ctx, { watchOnly, shared: feed }),
    feed.shareVoucher ? ghostVoucherCheck(feed.shareVoucher) : null,
  ]);
  return entered(room, load.post, viewer, GHOST_SESSION, null, voucherCheck, shared.store.domain);
}

async function enterWithTokens({ slug, postId, watchOnly, ctx, locale, viewer }: Entry): Promise<RoomEntryOutcome> {
  const storeResult = await cachedStore(slug, locale);
  const store = storeResult.ok ? dataWithId(storeResult.data) : null;
  if (!store) return { kind: 'failed' };
  const load = await loadVisiblePost(store.id, postId, true, locale);
  if (load.kind !== 'ok') return failedEntry(postId, load);
  const [room, session] = await Promise.all([loadRoom(load.post, slug, viewer.id, ctx, { watchOnly }), loadSession(slug)]);
  const sessionKey = await viewerSessionKey(session.user ? 'member' : session.guest ? 'guest' : null);
  return entered(room, load.post, viewer, session, sessionKey, null, textOrNull(recordOf(recordOf(store.enterprise)?.subscription)?.domain));
}

function entered(
  room: RoomData,
  post: StreamPost,
  viewer: Entry['viewer'],
  session: ShellSession,
  sessionKey: string | null,
  voucherCheck: VoucherCheck | null,
  siteDomain: string | null | undefined,
): RoomEntryOutcome {
  return {
    kind: 'ok',
    post,
    initialMode: room.mode,
    streamInfo: room.streamInfo,
    replayInfo: room.replayInfo,
    comments: room.comments,
    blacklist: room.blacklist,
    inBlacklist: room.inBlacklist,
    poll: room.poll,
    viewer: { pnId: viewer.id, freshId: viewer.fresh, user: session.user, guest: session.guest, sessionKey },
    cartCount: session.cartCount,
    voucherCheck,
    // Read per request (the environment of this instance), never baked into the cached page.
    embedOrigins: allowedEmbedOrigins(securityConfig().embedOrigins, siteDomain),
    // The feed may be a cached copy: the room's realtime replays from when it was read.
    snapshot: { readAt: room.feedReadAt, servedAt: Date.now() },
  };
}
