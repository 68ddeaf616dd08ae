import { z } from 'zod';
import { GuestNamePayload } from '@/lib/schemas';
import { issueGuestToken } from '../auth';
import type { PlatformContext } from '../context';
import type { Router } from '../http';
import { pushBounded } from '../bounded';
import { nextId, type GuestRecord } from '../state';
import { isReply, requireGuest } from './identity';
import { answer, invalid, parseBody, success } from './support';

/** Guests: a nickname (or group-stream name) and a JWT-shaped guest token. */

export const GUEST_NAME_MAX = 30;

const names = (data: z.output<typeof GuestNamePayload>) => ({
  name: 'name' in data ? data.name.trim() : undefined,
  group_stream_name: 'group_stream_name' in data ? data.group_stream_name.trim() : undefined,
});

function tooLong(fields: ReturnType<typeof names>) {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value && Array.from(value).length > GUEST_NAME_MAX) errors[field] = [`The ${field} may not be greater than ${GUEST_NAME_MAX} characters.`];
  }
  return Object.keys(errors).length ? invalid(errors) : null;
}

const withToken = (ctx: PlatformContext, record: GuestRecord) => ({ data: { ...record.guest, token: issueGuestToken(record.guest.id, ctx.now()) } });

/** Guests kept; anyone may create one, so the oldest go first (their token then answers 401). */
export const MAX_GUESTS = 10_000;

export function registerGuestRoutes(router: Router, ctx: PlatformContext): void {
  router.post('/api/v2/guest/token', (req) => {
    const parsed = parseBody(GuestNamePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const fields = names(parsed.data);
    const rejected = tooLong(fields);
    if (rejected) return rejected;
    const record: GuestRecord = {
      guest: { id: nextId(ctx.state, 'guest'), name: fields.name ?? null, group_stream_name: fields.group_stream_name ?? null },
    };
    pushBounded(ctx.state.guests, MAX_GUESTS, record);
    return answer(ctx, withToken(ctx, record));
  });

  router.put('/api/v2/guest', (req) => {
    const guest = requireGuest(ctx, req);
    if (isReply(guest)) return guest;
    const parsed = parseBody(GuestNamePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const fields = names(parsed.data);
    const rejected = tooLong(fields);
    if (rejected) return rejected;
    if (fields.name !== undefined) guest.guest.name = fields.name;
    if (fields.group_stream_name !== undefined) guest.guest.group_stream_name = fields.group_stream_name;
    return success(ctx);
  });

  // An expired but genuine guest token may be exchanged: that is what refresh is for.
  router.post('/api/v2/guest/refresh-token', (req) => {
    const guest = requireGuest(ctx, req, true);
    return isReply(guest) ? guest : answer(ctx, withToken(ctx, guest));
  });
}
