import { type SavedAddress, SavedAddressPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { notFound, type Router } from '../http';
import { addressRecord } from '../seed/addresses';
import { nextId } from '../state';
import { isReply, requireMember } from './identity';
import { answer, idParam, parseBody, success } from './support';

/** The member's address book. */
export function registerAddressRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/addresses', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    return answer(ctx, { data: ctx.state.addresses.filter((a) => a.user_id === member.user.id) });
  });

  router.post('/api/v1/addresses', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(SavedAddressPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const { name, phone_number, type, address } = parsed.data;
    const id = nextId(ctx.state, 'address');
    const { region: _region, ...fields } = address;
    const saved: SavedAddress = {
      id,
      user_id: member.user.id,
      name: name.trim(),
      phone_number: phone_number.trim(),
      type,
      address: addressRecord(nextId(ctx.state, 'addressRecord'), { type: 'user_address', id }, {
        ...fields,
        level_one_code: fields.level_one_code ?? null,
        level_three: fields.level_three ?? null,
        level_four: fields.level_four ?? null,
        info: null,
      }),
    };
    ctx.state.addresses.push(saved);
    return answer(ctx, { data: saved }, 201);
  });

  router.delete('/api/v1/addresses/:id', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const id = idParam(req);
    const index = ctx.state.addresses.findIndex((a) => a.id === id && a.user_id === member.user.id);
    if (index < 0) return notFound('Address not found');
    ctx.state.addresses.splice(index, 1);
    return success(ctx);
  });
}
