import { FacebookBindPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { notFound, type Router } from '../http';
import { isReply, requireMember } from './identity';
import { answer, idParam, invalid, parseBody, success } from './support';

/**
 * Messenger order notifications (commerce §7): a member links a store's Facebook page to their
 * Messenger account. Not shown in spec, our design: `page_id` is the channel's id (as the channels
 * call lists it); `psid` is the page-scoped id Messenger gives the buyer, digits only. A PSID
 * belongs to one member per page; binding again is harmless.
 */

const PSID = /^\d{5,32}$/;

export function registerFacebookRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/channels/:id/facebook/binding-status', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const id = idParam(req);
    const record = ctx.state.facebookChannels.find((c) => c.channel.id === id);
    if (!record) return notFound('Channel not found');
    return answer(ctx, { status: record.boundUserIds.includes(member.user.id) ? 'bound' : 'unbound' });
  });

  router.post('/api/v1/channels/facebook/bind', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(FacebookBindPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const psid = parsed.data.psid.trim();
    const record = ctx.state.facebookChannels.find((c) => String(c.channel.id) === parsed.data.page_id.trim());
    if (!record) return invalid({ page_id: ['The selected page_id is invalid.'] });
    if (!PSID.test(psid)) return invalid({ psid: ['The psid must be the numeric ID Messenger gives you.'] });
    const bindings = ctx.state.facebookBindings;
    const owner = bindings.find((b) => b.channelId === record.channel.id && b.psid === psid);
    if (owner && owner.userId !== member.user.id) return invalid({ psid: ['This Messenger account is linked to another member.'] });
    if (!owner) {
      // One Messenger account per member and page: a new PSID replaces the old one.
      const kept = bindings.filter((b) => !(b.channelId === record.channel.id && b.userId === member.user.id));
      bindings.splice(0, bindings.length, ...kept, { channelId: record.channel.id, userId: member.user.id, psid });
    }
    if (!record.boundUserIds.includes(member.user.id)) {
      record.boundUserIds.push(member.user.id);
      record.channel.facebook_mappings_count = (record.channel.facebook_mappings_count ?? 0) + 1;
    }
    return success(ctx, 'Messenger notifications are linked.');
  });
}
