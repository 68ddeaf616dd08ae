import type {
  CartNoticeSku,
  CommentBlacklistEntry,
  LiveStatus,
  PinnedMessage,
  Poll,
  PostProduct,
  RoomComment,
  StreamPost,
  ViewerType,
} from '@/lib/schemas';
import type { RealtimeStatus } from '@/lib/live/realtime/types';
import type { DistributedCoupon, DrawWinner } from './events';

/**
 * The live room's state (live-room §3–§4 and issue 7 decision 10): everything realtime events
 * change, in one serialisable object the reducer owns. Pure: no clock, no randomness.
 */

export type RoomStage = 'waiting' | 'streaming' | 'unpublished' | 'end';
/** live_replay: a live_stopped post whose replay has not expired (live-room §4). */
export type DisplayStatus = LiveStatus | 'live_replay';
/** What the page plays: decided once, at load, from the display status. */
export type RoomMode = 'live' | 'replay';

/** Virtual list item limit (commerce §9). */
export const COMMENT_CAP = 1000;

/** The post without its products (kept apart, sorted and live-updated). */
export type RoomPost = Omit<StreamPost, 'products'>;

export interface RoomViewer {
  type: ViewerType;
  /** Member or guest id; null for ghosts. */
  id: number | null;
  /**
   * The fingerprint of this viewer's session token (lib/identity/watch-fingerprint, computed on the
   * server): live.watched with the same id and another fingerprint is the account watching elsewhere.
   */
  fingerprint: string | null;
  /** The realtime id (pn_id) this page uses: the viewer's own animations are not replayed. */
  realtimeId: string | null;
}

/** Room switches the reducer applies (from lib/live/room-flags). */
export interface RoomConfig {
  /** Banned-word filtering (dirty_word): banner names that match are dropped. */
  dirtyWord: boolean;
  /** add_cart_notice: cart-added banners. */
  cartBanner: boolean;
  /** share_message: shared banners. */
  sharedBanner: boolean;
  /** join_room: welcome banners. */
  welcomeBanner: boolean;
}

export const DEFAULT_ROOM_CONFIG: RoomConfig = { dirtyWord: false, cartBanner: true, sharedBanner: true, welcomeBanner: true };

export type BannerKind = 'welcome' | 'shared' | 'cart';

export interface Banner {
  /** Unique within the room (from the state's sequence). */
  id: string;
  kind: BannerKind;
  name: string;
  /** Cart banners: what was added. */
  skus: CartNoticeSku[];
}

/** A comment that was not posted (blocked sender, banned word): shown locally with name and message. */
export interface LocalNotice {
  id: string;
  name: string;
  message: string;
  reason: LocalFailureReason;
}

export type LocalFailureReason = 'blocked' | 'banned_word' | 'in_blacklist';

export type DrawState =
  | { status: 'idle' }
  | { status: 'processing'; drawId: number | string | null; title: string | null }
  | { status: 'ended'; drawId: number | string | null; title: string | null }
  | { status: 'published'; drawId: number | string | null; title: string | null; winners: DrawWinner[] };

export interface RoomPoll extends Poll {
  /** poll.show shows it, poll.hidden hides it; results and the end keep what it was. */
  visible: boolean;
  /** A poll.result (or the end) arrived for it: counts are worth showing. */
  results: boolean;
}

/** `user:1002` / `guest:80009`: ids of both kinds may overlap. */
export type BlockedKey = `${'user' | 'guest'}:${number}`;

export interface RoomState {
  post: RoomPost;
  displayStatus: DisplayStatus;
  stage: RoomStage;
  mode: RoomMode;
  /** Sorted by pivot.order; deleted ones left out. */
  products: PostProduct[];
  /** The product being presented (products.selling). */
  sellingProductId: number | null;
  /** Every comment received, oldest first, at most COMMENT_CAP. */
  comments: RoomComment[];
  /** `comments` without the hidden ones: what the list renders (same array when none is hidden). */
  visibleComments: RoomComment[];
  hiddenComments: string[];
  /** The comment blacklist (live-room §5). */
  blocked: BlockedKey[];
  viewers: { online: number | null; unique: number | null };
  summary: { like: number | null; comment: number | null };
  poll: RoomPoll | null;
  /** Active pinned messages (unpinned ones removed). */
  pins: PinnedMessage[];
  coupons: DistributedCoupon[];
  draw: DrawState;
  banners: Banner[];
  notices: LocalNotice[];
  /** live.started arrived: the page reloads soon. */
  starting: boolean;
  /** live.watched with this viewer's id and another session's fingerprint: blocked, stream left. */
  kicked: boolean;
  connection: RealtimeStatus | 'idle';
  viewer: RoomViewer;
  config: RoomConfig;
  /** Next local id (banners, notices). */
  seq: number;
}

// ── Derivations ─────────────────────────────────────────────────────────────

/** A timestamp of the contract (ISO string, epoch ms or Date) in ms; NaN when missing or unreadable. */
export const timeOf = (value: unknown): number => {
  if (value === null || value === undefined) return NaN;
  return typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(String(value));
};

export function displayStatusOf(post: Pick<RoomPost, 'live_status' | 'replay_expired_at'>, now: number): DisplayStatus {
  if (post.live_status === 'live_stopped' && timeOf(post.replay_expired_at) > now) return 'live_replay';
  return post.live_status;
}

/** unpublished with an announced start: waiting; without: unpublished; stopped: end. */
export function stageOf(post: Pick<RoomPost, 'live_status' | 'upcoming_at'>): RoomStage {
  if (post.live_status === 'live') return 'streaming';
  if (post.live_status === 'live_stopped') return 'end';
  return post.upcoming_at ? 'waiting' : 'unpublished';
}

export function sortProducts(products: readonly PostProduct[]): PostProduct[] {
  return products.filter((p) => p.status !== 'deleted').sort((a, b) => a.pivot.order - b.pivot.order || a.id - b.id);
}

export const blockedKey = (type: 'user' | 'guest', id: number): BlockedKey => `${type}:${id}`;

export function blockedKeysOf(entries: readonly Pick<CommentBlacklistEntry, 'id' | 'type'>[]): BlockedKey[] {
  return [...new Set(entries.map((e) => blockedKey(e.type, e.id)))];
}

/** Is this viewer on the comment blacklist? Ghosts never are (they cannot comment anyway). */
export function isViewerBlocked(state: Pick<RoomState, 'blocked' | 'viewer'>): boolean {
  const { type, id } = state.viewer;
  if (type === 'ghost' || id === null) return false;
  return state.blocked.includes(blockedKey(type === 'user' ? 'user' : 'guest', id));
}

export function visibleOf(comments: RoomComment[], hidden: readonly string[]): RoomComment[] {
  if (hidden.length === 0) return comments;
  const set = new Set(hidden);
  return comments.filter((c) => !set.has(c.comment_id));
}

/** Oldest first, no duplicate ids (a reconnect may deliver a comment twice), the newest COMMENT_CAP. */
export function mergeComments(existing: readonly RoomComment[], incoming: readonly RoomComment[]): RoomComment[] {
  const seen = new Set<string>();
  const all: RoomComment[] = [];
  for (const comment of [...existing, ...incoming]) {
    if (seen.has(comment.comment_id)) continue;
    seen.add(comment.comment_id);
    all.push(comment);
  }
  const stable = all.map((comment, index) => ({ comment, index, at: timeOf(comment.created_time) }));
  stable.sort((a, b) => (Number.isNaN(a.at) || Number.isNaN(b.at) ? a.index - b.index : a.at - b.at || a.index - b.index));
  const sorted = stable.map((s) => s.comment);
  return sorted.length > COMMENT_CAP ? sorted.slice(sorted.length - COMMENT_CAP) : sorted;
}

export const isCartSuccessComment = (comment: RoomComment): comment is Extract<RoomComment, { cart_success: true }> =>
  'cart_success' in comment && comment.cart_success === true;

/** The viewer count to show per the member-count type flag (default online). */
export function viewerCount(state: Pick<RoomState, 'viewers'>, type: 'online' | 'unique'): number | null {
  return type === 'unique' ? state.viewers.unique : state.viewers.online;
}

export const activePins = (pins: readonly PinnedMessage[]) => pins.filter((p) => p.unpinned_at === null || p.unpinned_at === undefined);

// ── Initial state ───────────────────────────────────────────────────────────

export interface InitialRoomInput {
  /** The stream post (its products are used unless `products` is given). */
  post: StreamPost;
  products?: readonly PostProduct[];
  comments?: readonly RoomComment[];
  /** The comment blacklist entries (GET …/blacklist/comment). */
  blacklist?: readonly Pick<CommentBlacklistEntry, 'id' | 'type'>[];
  /** The poll on screen when the viewer arrived (polls/current), if any. */
  poll?: Poll | null;
  viewer?: Partial<RoomViewer>;
  config?: Partial<RoomConfig>;
  /** ms since the epoch: decides live_replay. */
  now: number;
}

/**
 * A poll read from the platform (on arrival, or after a reconnect) rather than from its events: on
 * screen, with its counts shown once any were counted or it ended, or when the room showed them already.
 */
export function polledPoll(poll: Poll, previous: RoomPoll | null): RoomPoll {
  const counted = poll.status === 'done' || poll.options.some((option) => option.count > 0);
  return { ...poll, visible: true, results: counted || (previous?.id === poll.id && previous.results) };
}

export function initialRoomState({ post, products, comments = [], blacklist = [], poll = null, viewer, config, now }: InitialRoomInput): RoomState {
  const { products: postProducts, ...rest } = post;
  const displayStatus = displayStatusOf(rest, now);
  const hidden = [...rest.hidden_comments];
  const all = mergeComments([], comments);
  return {
    post: rest,
    displayStatus,
    stage: stageOf(rest),
    mode: displayStatus === 'live_replay' ? 'replay' : 'live',
    products: sortProducts(products ?? postProducts),
    sellingProductId: null,
    comments: all,
    visibleComments: visibleOf(all, hidden),
    hiddenComments: hidden,
    blocked: blockedKeysOf(blacklist),
    viewers: { online: null, unique: null },
    summary: { like: null, comment: null },
    poll: poll ? polledPoll(poll, null) : null,
    pins: activePins(rest.pinned_messages ?? []),
    coupons: [],
    draw: { status: 'idle' },
    banners: [],
    notices: [],
    starting: false,
    kicked: false,
    connection: 'idle',
    viewer: { type: 'ghost', id: null, fingerprint: null, realtimeId: null, ...viewer },
    config: { ...DEFAULT_ROOM_CONFIG, ...config },
    seq: 1,
  };
}
