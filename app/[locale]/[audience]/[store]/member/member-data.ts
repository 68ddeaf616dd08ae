import { cache } from 'react';
import { redirect } from 'next/navigation';
import { meOf } from '@/components/shell/session-view';
import { getLivewebMe } from '@/lib/api/auth';
import { buyerContext } from '@/lib/api/server-context';
import { recordOf } from '@/lib/format/field';
import { loginRequiredUrl } from '@/lib/guards/member-only';
import { report } from '@/lib/report';
import type { User } from '@/lib/schemas';

export type MemberLoad = { ok: true; user: User } | { ok: false; status: number | null };

/**
 * The signed-in member of a member-area page, once per request. Middleware already sends a
 * non-member away (guard 3); a token the platform knows no user for goes the same way here. A
 * failed call is the page's error state (a 401 also runs the shell's 401 rule through the header).
 */
export const loadMember = cache(async (slug: string): Promise<MemberLoad> => {
  const ctx = await buyerContext();
  if (!ctx.token) redirect(loginRequiredUrl(slug));
  const me = await getLivewebMe(ctx);
  if (!me.ok) {
    if (me.error.status !== 401) void report(new Error('member profile fetch failed'), { where: 'member.load', extra: { slug, error: me.error } });
    return { ok: false, status: me.error.status ?? null };
  }
  // No answer to read (an empty body): the page's error state; a member of null: not signed in.
  if (!recordOf(me.data)) return { ok: false, status: null };
  const { user } = meOf(me.data);
  if (!user) redirect(loginRequiredUrl(slug));
  return { ok: true, user };
});
