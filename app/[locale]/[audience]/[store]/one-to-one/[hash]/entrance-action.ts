'use server';

import { z } from 'zod';
import { getPostPermission } from '@/lib/api/live';
import { buyerContext } from '@/lib/api/server-context';
import { cachedOneToOne } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { entranceGate, ONE_TO_ONE_HASH, type EntranceAccess } from '@/lib/live/one-to-one';
import { report } from '@/lib/report';
import { storeSlug } from '@/lib/schemas';

const AccessInput = z.object({ store: storeSlug, hash: z.string().regex(ONE_TO_ONE_HASH) });

/**
 * The viewer's side of a one-to-one entrance, asked for on mount (the page is one cached copy):
 * which gate they meet. The post and its needs come from the cached entrance, never from the browser.
 */
export async function oneToOneAccessAction(input: unknown): Promise<EntranceAccess> {
  const parsed = AccessInput.safeParse(input);
  if (!parsed.success) return { kind: 'failed' };
  const { store, hash } = parsed.data;
  const [ctx, found] = await Promise.all([buyerContext(), cachedOneToOne(store, hash, await resolveRequestLocale())]);
  if (!found.ok) return { kind: 'failed' };
  const { id, requires } = found.data.data;
  const needs = { login: requires.login, ticketCode: requires.ticket_code };
  if (needs.login && !ctx.token) return { kind: 'ready', gate: entranceGate(needs, { member: false, token: false, permitted: false }) };
  // A session for a member is asked about with the member token alone: a guest's does not count.
  const permission = await getPostPermission(id, needs.login ? { ...ctx, guestToken: null } : ctx);
  if (!permission.ok) {
    void report(new Error('one-to-one permission failed'), { where: 'live.one-to-one', extra: { postId: id, error: permission.error } });
    return { kind: 'failed' };
  }
  const { has_permission: permitted, token_valid: valid } = permission.data;
  return { kind: 'ready', gate: entranceGate(needs, { member: Boolean(ctx.token) && valid, token: valid, permitted }) };
}
