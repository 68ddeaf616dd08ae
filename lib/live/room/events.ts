import type {
  AnimationIcon,
  BlacklistUserType,
  CartNoticeSku,
  CartNotification,
  CommentFailureReason,
  FailedComment,
  PinnedMessage,
  Poll,
  PollStatus,
  PostProduct,
  RealtimeCouponStatus,
  RoomComment,
  SalableStatus,
  SeasonalIcon,
} from '@/lib/schemas';
import { channelPrefix } from '@/lib/live/realtime/messages';

/**
 * Every realtime event of live-room §7 as a typed union, and a tolerant parser. Hand-written
 * guards, not zod: this runs in the room's client bundle (zod would cost ~50 KiB).
 *
 * Wire shapes (names from the spec; bodies are our design, platform/routes/live-events.ts sends them):
 * - comment channel, `comment`: a comment or a cart-success comment.
 * - comment-failed channel (any name): `{ reason, comment_id, user_id, event_id }`.
 * - cart channel (any name): `{ user_id, user_name, comment_id, event_id, skus }`.
 * - notification channel, by name:
 *   live.started / live.stopped `{ post_id? }`; force.refresh `{ seconds? }`;
 *   products.selling `{ product_id | null }`; products.changed `{ products? }` (absent: refetch);
 *   products.salable_status `{ product_id, salable_status }`;
 *   sku.sold `{ sku_id, product_id?, quantity?, available_quantity? }`;
 *   viewers.number `{ count (online), unique? }`; summary.like / summary.comment `{ count }`;
 *   comment.hide / comment.show `{ comment_id }`;
 *   blacklist.comment.block / unblock `{ id, type: user|guest, name? }`;
 *   live.watched `{ user_id, fingerprint, user_type? }` (a fingerprint of the session's token, never the token);
 *   buyer.joined / buyer.shared `{ user_id, user_type, user_name, pn_id?, source? }`;
 *   like-animation / custom-animation / seasonal-animation `{ icon_type, count, pn_id? }`;
 *   draw.processing / draw.ended `{ draw_id, title? }`, draw.published `{ draw_id, title?, winners: [{ id?, name }] }`;
 *   poll.show / poll.result / poll.ended: a poll (or `{ poll }`); poll.hidden `{ id }`;
 *   pin.message.changed `{ pinned_messages: [...] }` or one pinned message;
 *   coupon.distribute `{ id, name?, amount?, coupon_type?, apply_code?, url?, stay_seconds?, acquire_frequency?, acquire_status? }`;
 *   coupon.status_changed `{ id, acquire_status }`.
 * A body may arrive as a JSON string (the realtime layer decodes it).
 */

export const HANDLED_EVENT_NAMES = [
  'products.selling',
  'products.changed',
  'draw.processing',
  'draw.ended',
  'draw.published',
  'buyer.joined',
  'buyer.shared',
  'live.started',
  'live.stopped',
  'force.refresh',
  'like-animation',
  'custom-animation',
  'seasonal-animation',
  'comment.hide',
  'comment.show',
  'products.salable_status',
  'sku.sold',
  'live.watched',
  'blacklist.comment.block',
  'blacklist.comment.unblock',
  'poll.show',
  'poll.result',
  'poll.ended',
  'poll.hidden',
  'pin.message.changed',
  'coupon.distribute',
  'coupon.status_changed',
  'summary.like',
  'summary.comment',
  'viewers.number',
] as const;
export type HandledEventName = (typeof HANDLED_EVENT_NAMES)[number];

/** Parsed, then not acted on (live-room §7). */
export const IGNORED_EVENT_NAMES = ['url.sent', 'product.added', 'live_product.set', 'announcement', 'draw.started', 'draw.prize_received'] as const;
export type IgnoredEventName = (typeof IGNORED_EVENT_NAMES)[number];

/** The comment channel's event name. The comment-failed and cart channels carry one kind each, under any name. */
export const COMMENT_EVENT = 'comment';

/** A buyer.joined / buyer.shared body. */
export interface Announcement {
  userId: number | string | null;
  userType: 'user' | 'guest' | null;
  userName: string;
  pnId: string | null;
}

export interface DrawWinner {
  id: number | string | null;
  name: string;
}

/** A coupon handed out live (coupon.distribute). coupon_type code or link; thresholds not shown in spec. */
export interface DistributedCoupon {
  id: number;
  name: string | null;
  amount: number | null;
  couponType: 'code' | 'link' | null;
  applyCode: string | null;
  url: string | null;
  /** Seconds a viewer must stay in the room before acquiring. */
  staySeconds: number | null;
  acquireFrequency: number | null;
  status: RealtimeCouponStatus;
}

export interface BlacklistTarget {
  id: number;
  type: BlacklistUserType;
  name: string | null;
}

export type AnimationEventName = 'like-animation' | 'custom-animation' | 'seasonal-animation';

export type RoomEvent =
  | { type: 'comment'; comment: RoomComment }
  | { type: 'comment.failed'; failure: FailedComment }
  | { type: 'cart.notification'; notification: CartNotification }
  | { type: 'products.selling'; productId: number | null }
  /** products null: the list changed, refetch it. */
  | { type: 'products.changed'; products: PostProduct[] | null }
  | { type: 'products.salable_status'; productId: number; salableStatus: SalableStatus }
  | { type: 'sku.sold'; skuId: number; productId: number | null; quantity: number | null; availableQuantity: number | null }
  | { type: 'draw.processing' | 'draw.ended'; drawId: number | string | null; title: string | null }
  | { type: 'draw.published'; drawId: number | string | null; title: string | null; winners: DrawWinner[] }
  | { type: 'buyer.joined' | 'buyer.shared'; announcement: Announcement }
  | { type: 'live.started' | 'live.stopped' }
  /** seconds null: the default (30). */
  | { type: 'force.refresh'; seconds: number | null }
  | { type: AnimationEventName; icon: AnimationIcon; count: number; pnId: string | null }
  | { type: 'comment.hide' | 'comment.show'; commentId: string }
  | { type: 'live.watched'; userId: number | string; userType: 'user' | 'guest'; fingerprint: string }
  | { type: 'blacklist.comment.block' | 'blacklist.comment.unblock'; target: BlacklistTarget }
  | { type: 'poll.show' | 'poll.result' | 'poll.ended'; poll: Poll }
  | { type: 'poll.hidden'; pollId: number | null }
  /** replace: the whole list; otherwise one pin to add, update or (unpinned_at set) remove. */
  | { type: 'pin.message.changed'; pins: PinnedMessage[]; replace: boolean }
  | { type: 'coupon.distribute'; coupon: DistributedCoupon }
  | { type: 'coupon.status_changed'; couponId: number; status: RealtimeCouponStatus }
  | { type: 'summary.like' | 'summary.comment'; count: number }
  | { type: 'viewers.number'; online: number | null; unique: number | null }
  | { type: 'ignored'; name: IgnoredEventName; data: unknown };

export type RoomEventType = RoomEvent['type'];

export type ParsedRoomEvent = { event: RoomEvent; reason: null } | { event: null; reason: string };

// ── Guards ──────────────────────────────────────────────────────────────────

type Rec = Record<string, unknown>;

const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const text = data.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return data;
  }
}

/** A finite number, or a numeric string. */
function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const nonNegInt = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const filledStr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const looseId = (value: unknown): number | string | null => nonNegInt(value) ?? filledStr(value);

const SALABLE: readonly SalableStatus[] = ['on_sell', 'sold_out', 'before_sell', 'end_sell'];
const FAILURE_REASONS: readonly CommentFailureReason[] = ['sold_out', 'parse_failed', 'blacklist', 'buy_self', 'not_on_sale'];
const COUPON_STATUSES: readonly RealtimeCouponStatus[] = ['interrupted', 'coming', 'ongoing', 'expired'];
const POLL_STATUSES: readonly PollStatus[] = ['init', 'processing', 'done'];
const SEASONAL: readonly SeasonalIcon[] = ['halloween', 'xmas', 'sakura'];
const COMMENT_PROVIDERS = ['facebook', 'line', 'kirari', 'guest'] as const;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;

function sku(value: unknown): CartNoticeSku | null {
  if (!isRecord(value)) return null;
  const quantity = nonNegInt(value.quantity);
  const skuName = str(value.sku_name);
  const productName = str(value.product_name);
  if (quantity === null || skuName === null || productName === null) return null;
  return { sku_name: skuName, product_name: productName, quantity, image_url: str(value.image_url) };
}

function skus(value: unknown): CartNoticeSku[] | null {
  if (!Array.isArray(value)) return null;
  const list = value.map(sku);
  return list.every((s): s is CartNoticeSku => s !== null) ? list : null;
}

/** `{ key: value }` when the record holds a string or null there; nothing otherwise. */
function optionalText<K extends string>(record: Rec, key: K): Partial<Record<K, string | null>> {
  const value = record[key];
  return typeof value === 'string' || value === null ? ({ [key]: value } as Partial<Record<K, string | null>>) : {};
}

/** A comment (or cart-success comment); extra fields are dropped, unknown providers become guest. */
export function parseComment(value: unknown): RoomComment | null {
  const data = decode(value);
  if (!isRecord(data) || !isRecord(data.from)) return null;
  const commentId = filledStr(data.comment_id) ?? (nonNegInt(data.comment_id) !== null ? String(data.comment_id) : null);
  const message = str(data.message);
  const senderId = looseId(data.from.id);
  if (commentId === null || message === null || senderId === null) return null;
  const source = oneOf(['cms_sdk', 'liveweb', 'sdk'] as const, data.source) ?? 'liveweb';
  const comment: RoomComment = {
    created_time: typeof data.created_time === 'string' || typeof data.created_time === 'number' ? data.created_time : null,
    post_id: nonNegInt(data.post_id) ?? 0,
    from: {
      ...optionalText(data.from, 'asid'),
      ...optionalText(data.from, 'group_stream_name'),
      provider: oneOf(COMMENT_PROVIDERS, data.from.provider) ?? 'guest',
      ...optionalText(data.from, 'name'),
      id: senderId,
    },
    source,
    comment_id: commentId,
    message,
    ...(typeof data.highlight === 'boolean' ? { highlight: data.highlight } : {}),
  };
  if (data.cart_success === true) {
    const list = skus(data.skus);
    if (list) return { ...comment, cart_success: true, skus: list };
  }
  return comment;
}

function failedComment(data: Rec): FailedComment | null {
  const reason = oneOf(FAILURE_REASONS, data.reason);
  const userId = looseId(data.user_id);
  if (!reason || userId === null) return null;
  return { reason, user_id: userId, comment_id: str(data.comment_id) ?? '', event_id: str(data.event_id) ?? '' };
}

function cartNotification(data: Rec): CartNotification | null {
  const userId = looseId(data.user_id);
  const list = skus(data.skus);
  if (userId === null || !list) return null;
  return { user_id: userId, user_name: str(data.user_name), comment_id: str(data.comment_id) ?? '', event_id: str(data.event_id) ?? '', skus: list };
}

function poll(value: unknown): Poll | null {
  const data = isRecord(value) && isRecord(value.poll) ? value.poll : value;
  if (!isRecord(data)) return null;
  const id = nonNegInt(data.id);
  const status = oneOf(POLL_STATUSES, data.status);
  if (id === null || !status || !Array.isArray(data.options)) return null;
  const options = data.options.flatMap((o: unknown) => {
    if (!isRecord(o)) return [];
    const index = nonNegInt(o.index);
    if (index === null) return [];
    return [{ index, value: str(o.value) ?? '', count: nonNegInt(o.count) ?? 0, percentage: Math.min(100, Math.max(0, num(o.percentage) ?? 0)) }];
  });
  return { id, post_id: nonNegInt(data.post_id) ?? 0, title: str(data.title) ?? '', status, options };
}

function pin(value: unknown): PinnedMessage | null {
  if (!isRecord(value)) return null;
  const id = nonNegInt(value.id);
  const message = str(value.message);
  if (id === null || message === null) return null;
  const unpinned = value.unpinned_at;
  return {
    id,
    post_id: nonNegInt(value.post_id) ?? 0,
    comment_id: str(value.comment_id) ?? '',
    message,
    unpinned_at: typeof unpinned === 'string' || typeof unpinned === 'number' ? unpinned : null,
  };
}

/** Products are trusted as the post call sends them: only their ids and pivots are checked. */
function products(value: unknown): PostProduct[] | null {
  if (!Array.isArray(value)) return null;
  const ok = value.every((p) => isRecord(p) && nonNegInt(p.id) !== null && Array.isArray(p.skus) && isRecord(p.pivot));
  return ok ? (value as PostProduct[]) : null;
}

type Parse = (data: Rec) => RoomEvent | string;

const bad = (what: string) => `invalid ${what}`;

const animation = (type: AnimationEventName, icons: readonly AnimationIcon[]): Parse => (data) => {
  const icon = oneOf(icons, data.icon_type) ?? (icons.length === 1 ? icons[0] : null);
  const count = num(data.count);
  if (!icon || count === null || count <= 0) return bad('animation');
  return { type, icon, count, pnId: filledStr(data.pn_id) };
};

const announcementOf = (type: 'buyer.joined' | 'buyer.shared'): Parse => (data) => {
  const name = str(data.user_name) ?? str(data.name);
  if (name === null) return bad('announcement');
  return {
    type,
    announcement: {
      userId: looseId(data.user_id),
      userType: oneOf(['user', 'guest'] as const, data.user_type),
      userName: name,
      pnId: filledStr(data.pn_id),
    },
  };
};

const blacklist = (type: 'blacklist.comment.block' | 'blacklist.comment.unblock'): Parse => (data) => {
  const id = nonNegInt(data.id ?? data.user_id);
  if (id === null) return bad('blacklist target');
  return { type, target: { id, type: oneOf(['user', 'guest'] as const, data.type) ?? 'user', name: str(data.name) } };
};

const draw = (type: 'draw.processing' | 'draw.ended'): Parse => (data) => ({ type, drawId: looseId(data.draw_id ?? data.id), title: str(data.title) });

const pollEvent = (type: 'poll.show' | 'poll.result' | 'poll.ended'): Parse => (data) => {
  const parsed = poll(data);
  return parsed ? { type, poll: parsed } : bad('poll');
};

const count = (type: 'summary.like' | 'summary.comment'): Parse => (data) => {
  const value = nonNegInt(data.count);
  return value === null ? bad('count') : { type, count: value };
};

const commentToggle = (type: 'comment.hide' | 'comment.show'): Parse => (data) => {
  const id = filledStr(data.comment_id) ?? (nonNegInt(data.comment_id) !== null ? String(data.comment_id) : null);
  return id === null ? bad('comment_id') : { type, commentId: id };
};

const lifecycle = (type: 'live.started' | 'live.stopped'): Parse => () => ({ type });

const PARSERS: Record<HandledEventName, Parse> = {
  'products.selling': (data) => ({ type: 'products.selling', productId: nonNegInt(data.product_id) }),
  'products.changed': (data) => ({ type: 'products.changed', products: products(data.products) }),
  'draw.processing': draw('draw.processing'),
  'draw.ended': draw('draw.ended'),
  'draw.published': (data) => {
    const winners = Array.isArray(data.winners)
      ? data.winners.flatMap((w: unknown) => (isRecord(w) && typeof w.name === 'string' ? [{ id: looseId(w.id), name: w.name }] : []))
      : [];
    return { type: 'draw.published', drawId: looseId(data.draw_id ?? data.id), title: str(data.title), winners };
  },
  'buyer.joined': announcementOf('buyer.joined'),
  'buyer.shared': announcementOf('buyer.shared'),
  'live.started': lifecycle('live.started'),
  'live.stopped': lifecycle('live.stopped'),
  'force.refresh': (data) => {
    const seconds = num(data.seconds);
    return { type: 'force.refresh', seconds: seconds !== null && seconds >= 0 ? seconds : null };
  },
  'like-animation': animation('like-animation', ['heart']),
  'custom-animation': animation('custom-animation', ['custom']),
  'seasonal-animation': animation('seasonal-animation', SEASONAL),
  'comment.hide': commentToggle('comment.hide'),
  'comment.show': commentToggle('comment.show'),
  'products.salable_status': (data) => {
    const productId = nonNegInt(data.product_id);
    const status = oneOf(SALABLE, data.salable_status);
    return productId === null || !status ? bad('salable status') : { type: 'products.salable_status', productId, salableStatus: status };
  },
  'sku.sold': (data) => {
    const skuId = nonNegInt(data.sku_id);
    if (skuId === null) return bad('sku_id');
    return { type: 'sku.sold', skuId, productId: nonNegInt(data.product_id), quantity: nonNegInt(data.quantity), availableQuantity: nonNegInt(data.available_quantity) };
  },
  'live.watched': (data) => {
    const userId = looseId(data.user_id);
    const fingerprint = filledStr(data.fingerprint);
    if (userId === null || fingerprint === null) return bad('watch');
    return { type: 'live.watched', userId, userType: data.user_type === 'guest' ? 'guest' : 'user', fingerprint };
  },
  'blacklist.comment.block': blacklist('blacklist.comment.block'),
  'blacklist.comment.unblock': blacklist('blacklist.comment.unblock'),
  'poll.show': pollEvent('poll.show'),
  'poll.result': pollEvent('poll.result'),
  'poll.ended': pollEvent('poll.ended'),
  'poll.hidden': (data) => ({ type: 'poll.hidden', pollId: nonNegInt(data.id ?? data.poll_id) }),
  'pin.message.changed': (data) => {
    if (Array.isArray(data.pinned_messages)) {
      return { type: 'pin.message.changed', pins: data.pinned_messages.map(pin).filter((p): p is PinnedMessage => p !== null), replace: true };
    }
    const one = pin(data);
    return one ? { type: 'pin.message.changed', pins: [one], replace: false } : bad('pinned message');
  },
  'coupon.distribute': (data) => {
    const id = nonNegInt(data.id ?? data.coupon_id);
    if (id === null) return bad('coupon');
    return {
      type: 'coupon.distribute',
      coupon: {
        id,
        name: str(data.name),
        amount: num(data.amount),
        couponType: oneOf(['code', 'link'] as const, data.coupon_type),
        applyCode: str(data.apply_code),
        url: str(data.url),
        staySeconds: num(data.stay_seconds),
        acquireFrequency: num(data.acquire_frequency),
        status: oneOf(COUPON_STATUSES, data.acquire_status) ?? 'ongoing',
      },
    };
  },
  'coupon.status_changed': (data) => {
    const id = nonNegInt(data.id ?? data.coupon_id);
    const status = oneOf(COUPON_STATUSES, data.acquire_status ?? data.status);
    return id === null || !status ? bad('coupon status') : { type: 'coupon.status_changed', couponId: id, status };
  },
  'summary.like': count('summary.like'),
  'summary.comment': count('summary.comment'),
  'viewers.number': (data) => {
    const online = nonNegInt(data.count ?? data.online);
    const unique = nonNegInt(data.unique);
    return online === null && unique === null ? bad('viewers') : { type: 'viewers.number', online, unique };
  },
};

const fail = (reason: string): ParsedRoomEvent => ({ event: null, reason });
const done = (event: RoomEvent): ParsedRoomEvent => ({ event, reason: null });

/**
 * One realtime message (`{ name, data }`, as connectRealtime delivers it) to a room event.
 * Never throws: bad input gives `event: null` and a reason (the caller may report it).
 */
export function parseRoomEvent(channel: string, message: unknown): ParsedRoomEvent {
  const envelope = decode(message);
  if (!isRecord(envelope)) return fail('message is not an object');
  const name = envelope.name;
  if (typeof name !== 'string' || !name) return fail('message has no name');
  const data = decode(envelope.data);
  const prefix = channelPrefix(typeof channel === 'string' ? channel : '');

  if (prefix === 'cart') {
    const notification = isRecord(data) ? cartNotification(data) : null;
    return notification ? done({ type: 'cart.notification', notification }) : fail('invalid cart notification');
  }
  if (prefix === 'comment-failed') {
    const failure = isRecord(data) ? failedComment(data) : null;
    return failure ? done({ type: 'comment.failed', failure }) : fail('invalid failed comment');
  }
  if (name === COMMENT_EVENT) {
    const comment = parseComment(data);
    return comment ? done({ type: 'comment', comment }) : fail('invalid comment');
  }
  if ((IGNORED_EVENT_NAMES as readonly string[]).includes(name)) return done({ type: 'ignored', name: name as IgnoredEventName, data });
  if (!(HANDLED_EVENT_NAMES as readonly string[]).includes(name)) return fail(`unknown event ${name}`);
  const parsed = PARSERS[name as HandledEventName](isRecord(data) ? data : {});
  return typeof parsed === 'string' ? fail(`${parsed} (${name})`) : done(parsed);
}
