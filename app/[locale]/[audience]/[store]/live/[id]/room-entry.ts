import { z } from 'zod';
import { storeSlug } from '@/lib/schemas';
import { buyerContext } from '@/lib/api/server-context';
import { cachedShareVoucher, cachedStore } from '@/lib/cache/public-reads';
import { checkShareVoucher } from '@/lib/live/helpers';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { report } from '@/lib/report';
import { allowedEmbedOrigins } from '@/lib/live/embed/origins';
import { securityConfig } from '@/lib/security/config';
import { loadSession } from '@/components/shell/session-data';
import type { RoomEntryOutcome } from '@/components/live/room-props';
import type { VoucherCheck } from '@/components/live/promotions/promo-actions';
import { loadRoom, loadVisiblePost, viewerIdOf, viewerSessionKey } from './room-data';

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
async function ghostVoucherCheck(slug: string, locale: string): Promise<VoucherCheck> {
  const result = await checkShareVoucher({ record: async () => ({ ok: true as const, data: { success: false } }), search: () => cachedShareVoucher(slug, locale) });
  return { failed: result.failed, received: result.received, voucher: result.voucher };
}

/**
 * The viewer's side of the room, asked for by the room on mount (components/live/RoomEntry,
 * through the entry route handler: one request that renders no RSC tree). The page around it is
 * one cached copy for everyone (docs/adr/0001-caching.md), so the realtime id, stream info,
 * comments, blacklists and session come here. For a ghost (no token) everything but the stream
 * info registered for their realtime id is the same for all ghosts and read from the shared cache.
 */
export async function enterRoom(input: unknown): Promise<RoomEntryOutcome> {
  const parsed = EnterInput.safeParse(input);
  if (!parsed.success) return { kind: 'failed' };
  const { store: slug, postId, watchOnly = false } = parsed.data;
  const locale = await resolveRequestLocale();
  const [ctx, storeResult] = await Promise.all([buyerContext(), cachedStore(slug, locale)]);
  if (!storeResult.ok) return { kind: 'failed' };
  const ghost = !ctx.token && !ctx.guestToken;
  const load = await loadVisiblePost(storeResult.data.data.id, postId, !ghost);
  if (load.kind !== 'ok') {
    void report(new Error('room entry failed'), { where: 'live.enter', extra: { postId, load: load.kind } });
    return { kind: 'failed' };
  }
  const post = load.post;
  const viewer = await viewerIdOf();
  const [room, session, voucherCheck] = await Promise.all([
    loadRoom(post, slug, viewer.id, { watchOnly, shared: ghost ? locale : null }),
    loadSession(slug),
    ghost && !watchOnly ? ghostVoucherCheck(slug, locale) : null,
  ]);
  const sessionKey = await viewerSessionKey(session.user ? 'member' : session.guest ? 'guest' : null);
  return {
    kind: 'ok',
    post,
    initialMode: room.mode,
    streamInfo: room.streamInfo,
    replayInfo: room.replayInfo,
    comments: room.comments,
    blacklist: room.blacklist,
    inBlacklist: room.inBlacklist,
    viewer: { pnId: viewer.id, freshId: viewer.fresh, user: session.user, guest: session.guest, sessionKey },
    cartCount: session.cartCount,
    voucherCheck,
    // Read per request (the environment of this instance), never baked into the cached page.
    embedOrigins: allowedEmbedOrigins(securityConfig().embedOrigins, storeResult.data.data.enterprise?.subscription?.domain),
  };
}
