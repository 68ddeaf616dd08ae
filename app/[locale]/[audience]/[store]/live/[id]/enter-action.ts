'use server';

import { z } from 'zod';
import { storeSlug } from '@/lib/schemas';
import { buyerContext } from '@/lib/api/server-context';
import { cachedStore } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { report } from '@/lib/report';
import { allowedEmbedOrigins } from '@/lib/live/embed/origins';
import { securityConfig } from '@/lib/security/config';
import { loadSession } from '@/components/shell/session-data';
import type { RoomEntryOutcome } from '@/components/live/room-props';
import { loadRoom, loadVisiblePost, viewerIdOf, viewerSessionKey } from './room-data';

const EnterInput = z.object({
  store: storeSlug,
  postId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The recording page: only a replay's side is loaded (no stream info for a live or upcoming post). */
  watchOnly: z.boolean().optional(),
});

/**
 * The viewer's side of the room, asked for by the room on mount (components/live/RoomEntry): the
 * page around it is one cached copy for everyone (docs/adr/0001-caching.md), so the realtime id,
 * stream info, comments, blacklists and session come here, per viewer and never cached.
 */
export async function enterRoomAction(input: unknown): Promise<RoomEntryOutcome> {
  const parsed = EnterInput.safeParse(input);
  if (!parsed.success) return { kind: 'failed' };
  const { store: slug, postId, watchOnly = false } = parsed.data;
  const [ctx, storeResult] = await Promise.all([buyerContext(), cachedStore(slug, await resolveRequestLocale())]);
  if (!storeResult.ok) return { kind: 'failed' };
  const load = await loadVisiblePost(storeResult.data.data.id, postId, Boolean(ctx.token || ctx.guestToken));
  if (load.kind !== 'ok') {
    void report(new Error('room entry failed'), { where: 'live.enter', extra: { postId, load: load.kind } });
    return { kind: 'failed' };
  }
  const post = load.post;
  const viewer = await viewerIdOf();
  const [room, session] = await Promise.all([loadRoom(post, slug, viewer.id, watchOnly), loadSession(slug)]);
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
    // Read per request (the environment of this instance), never baked into the cached page.
    embedOrigins: allowedEmbedOrigins(securityConfig().embedOrigins, storeResult.data.data.enterprise?.subscription?.domain),
  };
}
