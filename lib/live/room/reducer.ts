import type { CommentBlacklistEntry, Poll, PostProduct, RoomComment, StreamPost } from '@/lib/schemas';
import type { RealtimeStatus } from '@/lib/live/realtime/types';
import { containsBannedWord } from '@/lib/live/comments/banned-words';
import { enqueueBanner, shiftBanner, type BannerRules } from '@/lib/live/banners/queue';
import type { RoomEvent } from './events';
import { watchedElsewhere } from './watched';
import {
  activePins,
  blockedKey,
  blockedKeysOf,
  displayStatusOf,
  mergeComments,
  polledPoll,
  sortProducts,
  stageOf,
  visibleOf,
  type Banner,
  type BannerKind,
  type LocalFailureReason,
  type RoomConfig,
  type RoomStage,
  type RoomState,
  type RoomViewer,
} from './state';

/**
 * The room reducer: realtime events (issue 6 item 3, issue 7 decision 10) and the room's own
 * loads and notices. Pure; `now` comes with the actions that need a clock.
 */

export type RoomAction =
  /** now (ms): when given, live.stopped decides live_replay by the clock. */
  | { type: 'realtime'; event: RoomEvent; now?: number }
  | { type: 'connection'; status: RealtimeStatus }
  /** A (re)fetched post: its products replace the list too. */
  | { type: 'post.loaded'; post: StreamPost; now: number }
  | { type: 'products.loaded'; products: readonly PostProduct[] }
  /** The poll on screen as the platform has it after a reconnect (null: none); events of the gap may be lost. */
  | { type: 'poll.loaded'; poll: Poll | null }
  /** Initial or refetched comments: merged with what arrived live, no duplicates. */
  | { type: 'comments.loaded'; comments: readonly RoomComment[] }
  | { type: 'blacklist.loaded'; entries: readonly Pick<CommentBlacklistEntry, 'id' | 'type'>[] }
  /** A comment kept from posting (blocked sender, banned word, store blacklist). */
  | { type: 'comment.local-failure'; name: string; message: string; reason: LocalFailureReason }
  | { type: 'notice.dismiss'; id: string }
  /** The banner on screen finished; ignored when another banner is shown by now. */
  | { type: 'banner.shift'; id: string }
  | { type: 'stage.set'; stage: RoomStage }
  | { type: 'viewer.changed'; viewer: Partial<RoomViewer> }
  | { type: 'config.changed'; config: Partial<RoomConfig> };

/** Local notices kept at once; the oldest go first. */
export const NOTICE_LIMIT = 5;

function rulesOf(config: RoomConfig, isBanned: (text: string) => boolean = containsBannedWord): BannerRules {
  return { ...config, isBanned };
}

function addBanner(state: RoomState, kind: BannerKind, name: string, skus: Banner['skus'] = []): RoomState {
  const banner: Banner = { id: `b${state.seq}`, kind, name, skus };
  const banners = enqueueBanner(state.banners, banner, rulesOf(state.config));
  return banners === state.banners ? state : { ...state, banners: [...banners], seq: state.seq + 1 };
}

function withComments(state: RoomState, comments: RoomComment[], hidden = state.hiddenComments): RoomState {
  return { ...state, comments, hiddenComments: hidden, visibleComments: visibleOf(comments, hidden) };
}

function mapProduct(state: RoomState, productId: number, update: (product: PostProduct) => PostProduct): RoomState {
  let changed = false;
  const products = state.products.map((product) => {
    if (product.id !== productId) return product;
    changed = true;
    return update(product);
  });
  return changed ? { ...state, products } : state;
}

function applyEvent(state: RoomState, event: RoomEvent, now: number | undefined): RoomState {
  switch (event.type) {
    case 'comment':
      // One the room has (from the entry's snapshot, replayed by the subscription): nothing changes.
      if (state.comments.some((comment) => comment.comment_id === event.comment.comment_id)) return state;
      return withComments(state, mergeComments(state.comments, [event.comment]));

    case 'comment.hide': {
      if (state.hiddenComments.includes(event.commentId)) return state;
      const hidden = [...state.hiddenComments, event.commentId];
      return { ...withComments(state, state.comments, hidden), post: { ...state.post, hidden_comments: hidden } };
    }
    case 'comment.show': {
      if (!state.hiddenComments.includes(event.commentId)) return state;
      const hidden = state.hiddenComments.filter((id) => id !== event.commentId);
      return { ...withComments(state, state.comments, hidden), post: { ...state.post, hidden_comments: hidden } };
    }

    case 'blacklist.comment.block': {
      const key = blockedKey(event.target.type, event.target.id);
      return state.blocked.includes(key) ? state : { ...state, blocked: [...state.blocked, key] };
    }
    case 'blacklist.comment.unblock': {
      const key = blockedKey(event.target.type, event.target.id);
      return state.blocked.includes(key) ? { ...state, blocked: state.blocked.filter((k) => k !== key) } : state;
    }

    case 'cart.notification':
      return addBanner(state, 'cart', event.notification.user_name ?? '', event.notification.skus);
    case 'buyer.joined':
      return addBanner(state, 'welcome', event.announcement.userName);
    case 'buyer.shared':
      return addBanner(state, 'shared', event.announcement.userName);

    case 'products.selling':
      return { ...state, sellingProductId: event.productId };
    case 'products.changed':
      return event.products ? { ...state, products: sortProducts(event.products) } : state;
    case 'products.salable_status':
      return mapProduct(state, event.productId, (product) => ({ ...product, salable_status: event.salableStatus }));
    case 'sku.sold': {
      const productId = event.productId ?? state.products.find((p) => p.skus.some((s) => s.id === event.skuId))?.id;
      if (productId === undefined) return state;
      return mapProduct(state, productId, (product) => {
        const skus = product.skus.map((sku) => {
          if (sku.id !== event.skuId) return sku;
          const left = event.availableQuantity ?? Math.max(0, sku.available_quantity - (event.quantity ?? 0));
          return { ...sku, available_quantity: left, salable_quantity: left };
        });
        const available = skus.reduce((sum, sku) => sum + sku.available_quantity, 0);
        const soldOut = product.salable_status === 'on_sell' && available === 0;
        return { ...product, skus, available_quantity: available, salable_status: soldOut ? 'sold_out' : product.salable_status };
      });
    }

    case 'live.started':
      return { ...state, starting: true };
    case 'live.stopped': {
      const post = { ...state.post, live: false, live_status: 'live_stopped' as const };
      // Without a clock, a replay date counts as a replay (the refetched post settles it).
      const displayStatus = now === undefined ? (post.replay_expired_at ? 'live_replay' : 'live_stopped') : displayStatusOf(post, now);
      return { ...state, post, stage: 'end', displayStatus };
    }

    case 'live.watched':
      return watchedElsewhere(state.viewer, event) ? { ...state, kicked: true, stage: 'end' } : state;

    case 'viewers.number':
      return {
        ...state,
        viewers: { online: event.online ?? state.viewers.online, unique: event.unique ?? state.viewers.unique },
      };
    case 'summary.like':
      return { ...state, summary: { ...state.summary, like: event.count } };
    case 'summary.comment':
      return { ...state, summary: { ...state.summary, comment: event.count } };

    case 'poll.show':
      return { ...state, poll: { ...event.poll, visible: true, results: state.poll?.id === event.poll.id && state.poll.results } };
    case 'poll.result':
      return { ...state, poll: { ...event.poll, visible: state.poll?.id === event.poll.id ? state.poll.visible : true, results: true } };
    case 'poll.ended':
      return { ...state, poll: { ...event.poll, status: 'done', visible: state.poll?.id === event.poll.id ? state.poll.visible : true, results: true } };
    case 'poll.hidden':
      if (!state.poll || (event.pollId !== null && event.pollId !== state.poll.id)) return state;
      return { ...state, poll: { ...state.poll, visible: false } };

    case 'pin.message.changed': {
      if (event.replace) return { ...state, pins: activePins(event.pins), post: { ...state.post, pinned_messages: event.pins } };
      const [pin] = event.pins;
      const others = state.pins.filter((p) => p.id !== pin.id);
      return { ...state, pins: activePins([...others, pin]) };
    }

    case 'coupon.distribute': {
      const others = state.coupons.filter((c) => c.id !== event.coupon.id);
      return { ...state, coupons: [...others, event.coupon] };
    }
    case 'coupon.status_changed': {
      if (!state.coupons.some((c) => c.id === event.couponId)) return state;
      return { ...state, coupons: state.coupons.map((c) => (c.id === event.couponId ? { ...c, status: event.status } : c)) };
    }

    case 'draw.processing':
      return { ...state, draw: { status: 'processing', drawId: event.drawId, title: event.title } };
    case 'draw.ended':
      return { ...state, draw: { status: 'ended', drawId: event.drawId, title: event.title ?? (state.draw.status === 'idle' ? null : state.draw.title) } };
    case 'draw.published':
      return {
        ...state,
        draw: { status: 'published', drawId: event.drawId, title: event.title ?? (state.draw.status === 'idle' ? null : state.draw.title), winners: event.winners },
      };

    // Effects only (effects.ts), or parsed and ignored.
    case 'comment.failed':
    case 'force.refresh':
    case 'like-animation':
    case 'custom-animation':
    case 'seasonal-animation':
    case 'ignored':
      return state;
  }
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'realtime':
      return applyEvent(state, action.event, action.now);
    case 'connection':
      return action.status === state.connection ? state : { ...state, connection: action.status };
    case 'post.loaded': {
      const { products, ...post } = action.post;
      const hidden = [...post.hidden_comments];
      const stage = state.stage === 'end' && post.live_status !== 'live' ? 'end' : stageOf(post);
      return {
        ...withComments(state, state.comments, hidden),
        post,
        displayStatus: displayStatusOf(post, action.now),
        stage,
        products: sortProducts(products),
        pins: activePins(post.pinned_messages ?? []),
      };
    }
    case 'products.loaded':
      return { ...state, products: sortProducts(action.products) };
    case 'poll.loaded': {
      const { poll } = action;
      if (!poll) return state.poll?.visible ? { ...state, poll: { ...state.poll, visible: false } } : state;
      return { ...state, poll: polledPoll(poll, state.poll) };
    }
    case 'comments.loaded':
      return withComments(state, mergeComments(state.comments, action.comments));
    case 'blacklist.loaded':
      return { ...state, blocked: blockedKeysOf(action.entries) };
    case 'comment.local-failure': {
      const notice = { id: `n${state.seq}`, name: action.name, message: action.message, reason: action.reason };
      return { ...state, notices: [...state.notices, notice].slice(-NOTICE_LIMIT), seq: state.seq + 1 };
    }
    case 'notice.dismiss':
      return { ...state, notices: state.notices.filter((n) => n.id !== action.id) };
    case 'banner.shift':
      return state.banners[0]?.id === action.id ? { ...state, banners: [...shiftBanner(state.banners)] } : state;
    case 'stage.set':
      return state.stage === action.stage ? state : { ...state, stage: action.stage };
    case 'viewer.changed':
      return { ...state, viewer: { ...state.viewer, ...action.viewer } };
    case 'config.changed':
      return { ...state, config: { ...state.config, ...action.config } };
  }
}
