import { MessageRole, ORDER_MESSAGE_MAX_LENGTH, OrderMessagePayload, type Order, type OrderMessage } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import { sellerUserId } from '../seed/order-messages';
import { nextId } from '../state';
import { isReply, requireMember } from './identity';
import { answer, flag, idParam, invalid, iso, success } from './support';

/**
 * The buyer–seller thread of an order (commerce §7): GET …/messages?role=buyer&all, POST with
 * { message, role: buyer }. Only the order's buyer reads or writes it; another buyer's order is a
 * 404, like the order itself. The seller side exists for tests: POST /__control/orders/:id/messages.
 * Reading marks the seller's messages read (buyer_message_status), writing marks the order unread
 * for the other side; the values 'read'/'unread' are our design.
 */

/** Without `all`, the newest messages only (our design; the storefront always asks for all). */
export const RECENT_MESSAGES = 20;

const oldestFirst = (a: OrderMessage, b: OrderMessage) => String(a.created_at).localeCompare(String(b.created_at)) || a.id - b.id;

function threadOf(ctx: PlatformContext, orderId: number): OrderMessage[] {
  return ctx.state.orderMessages.filter((m) => m.order_id === orderId).sort(oldestFirst);
}

/** The member's own order, or the reply to send (401 without a member, 404 for anyone else's). */
function ownOrder(ctx: PlatformContext, req: PlatformRequest): { order: Order; userId: number } | Reply {
  const member = requireMember(ctx, req);
  if (isReply(member)) return member;
  const id = idParam(req);
  const order = ctx.state.orders.find((o) => o.id === id && o.buyer_id === member.user.id);
  return order ? { order, userId: member.user.id } : notFound('Order not found');
}

/** Laravel-style field messages for a send (the schema decides; the wording is the platform's). */
function messageErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const parsed = OrderMessagePayload.safeParse(body);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'message');
    let text = `The ${field} field is invalid.`;
    if (field === 'role') text = 'The selected role is invalid.';
    else if (typeof body.message !== 'string' && body.message !== undefined) text = 'The message field must be a string.';
    else if (issue.code === 'too_big') text = `The message field must not be greater than ${ORDER_MESSAGE_MAX_LENGTH} characters.`;
    else text = 'The message field is required.';
    (errors[field] ??= []).push(text);
  }
  return errors;
}

function append(ctx: PlatformContext, order: Order, role: OrderMessage['role'], message: string): OrderMessage {
  const store = ctx.state.stores.find((s) => s.id === order.store_id);
  const user =
    role === 'buyer'
      ? { id: order.buyer_id ?? 0, name: order.buyer?.name ?? null, avatar_url: order.buyer?.avatar_url ?? null }
      : { id: sellerUserId(order.store_id), name: store?.name ?? null, avatar_url: store?.avatar_url ?? null };
  const entry: OrderMessage = { id: nextId(ctx.state, 'orderMessage'), user, order_id: order.id, user_id: user.id, role, message, created_at: iso(ctx.now()) };
  ctx.state.orderMessages.push(entry);
  // The side that did not write has something new to read.
  if (role === 'buyer') order.seller_message_status = 'unread';
  else order.buyer_message_status = 'unread';
  return entry;
}

export function registerOrderMessageRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/orders/:id/messages', (req) => {
    const own = ownOrder(ctx, req);
    if (isReply(own)) return own;
    const role = MessageRole.safeParse(req.query.get('role') ?? 'buyer');
    if (!role.success) return invalid({ role: ['The selected role is invalid.'] });
    // A buyer's token reads the buyer's side; the seller side is the seller console's, not ours.
    if (role.data !== 'buyer') return error(403, 'This action is unauthorized.');
    const thread = threadOf(ctx, own.order.id);
    own.order.buyer_message_status = 'read';
    return answer(ctx, { data: flag(req.query, 'all') ? thread : thread.slice(-RECENT_MESSAGES) });
  });

  router.post('/api/v1/orders/:id/messages', (req) => {
    const own = ownOrder(ctx, req);
    if (isReply(own)) return own;
    const body = bodyOf(req);
    const errors = messageErrors(body);
    if (Object.keys(errors).length > 0) return invalid(errors);
    append(ctx, own.order, 'buyer', String(body.message));
    return success(ctx);
  });

  // Control API: the seller answers, so tests and demos can see a reply arrive.
  router.post('/__control/orders/:id/messages', (req) => {
    const id = idParam(req);
    const order = ctx.state.orders.find((o) => o.id === id);
    if (!order) return notFound('Order not found');
    const { message } = bodyOf(req);
    if (typeof message !== 'string' || !message.trim()) return invalid({ message: ['The message field is required.'] });
    return json({ ok: true, data: append(ctx, order, 'seller', message) });
  });
}
