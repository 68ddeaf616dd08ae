import type { ReactNode } from 'react';
import type { SessionGuest, SessionUser } from '@/components/shell/atoms';
import type { LiveRulesMessageKey } from '@/lib/live/room/effects';
import type { SnapshotCursor } from '@/lib/live/realtime/replay';
import type { CommentBlacklistEntry, LiveMode, Poll, ReplayInfo, RoomComment, StoreSetting, StreamInfo, StreamPost } from '@/lib/schemas';
import type { RoomActions } from './room-actions';
import type { RoomMode } from '@/lib/live/room-mode';
import type { PanelText } from './panel-text';
import type { RoomText } from './room-text';
import type { RoomExtrasSetup } from './promotions/RoomExtras';
import type { VoucherCheck } from './promotions/promo-actions';
import type { ReplayText } from './replay-text';
import type { SafeHref } from '@/lib/url/safe-href';
import type { LayoutText } from './layout/layout-text';

/**
 * What only this viewer's request can tell (app/…/live/[id]/room-entry.ts): the post as they
 * may see it now, the room's mode, stream and replay info registered for their realtime id, the
 * comments, blacklists and session. The cached page carries none of it; the room asks on mount.
 */
export interface RoomStart {
  post: StreamPost;
  /** Decided on the server from the post (live, replay, upcoming, ended). */
  initialMode: RoomMode;
  streamInfo: StreamInfo | null;
  replayInfo: ReplayInfo | null;
  comments: RoomComment[];
  blacklist: CommentBlacklistEntry[];
  /** users/in-blacklist (commerce §6): no comments, no buying. */
  inBlacklist: boolean;
  /** The poll on screen as the viewer arrived: someone joining in the middle of a poll sees it. */
  poll?: Poll | null;
  /** `sessionKey`: the server's fingerprint of this viewer's token (lib/identity/watch-fingerprint). */
  viewer: { pnId: string; freshId: boolean; user: SessionUser | null; guest: SessionGuest | null; sessionKey: string | null };
  /** The member's cart count, when known. */
  cartCount: number | null;
  /** A ghost's share-voucher check, answered with the entry from the shared cache; null: the room checks with the viewer's tokens. */
  voucherCheck?: VoucherCheck | null;
  /** Who may frame the room and hear from it: EMBED_ORIGINS and the store's own site (issue 15). */
  embedOrigins: string[];
  /** When the comments and poll above were read: realtime replays what followed (lib/live/realtime/replay). */
  snapshot?: SnapshotCursor | null;
}

export type RoomEntryOutcome = ({ kind: 'ok' } & RoomStart) | { kind: 'failed' };

/** What the room page renders once for everyone (cached with the page). */
export interface RoomStatic {
  store: { id: number; slug: string; name: string; currency: string; avatarUrl: string | null };
  settings: readonly StoreSetting[];
  /** Share voucher, coupons, calendar and cart sheet (components/live/promotions/RoomExtras). */
  extras?: RoomExtrasSetup;
  /** "Starts …", formatted on the server in the store's time zone. */
  startsAt: string | null;
  text: RoomText;
  /** Strings of the room's panels (polls, pins, counts, chat announcements): the `livePanels` messages. */
  panelText: PanelText;
  /** liveRules messages (effects and comment rules), raw templates; failureNotice has {name} and {message}. */
  rules: Record<LiveRulesMessageKey | 'failureNotice', string>;
  actions: RoomActions;
  /** Title and text, rendered on the server. */
  header: ReactNode;
  /** The same with the title as an h2: the phone room's info sheet, under the top bar's h1. */
  infoHeader: ReactNode;
  /** The cart button (components/shell/CartLink, rendered on the server). */
  cartLink: ReactNode;
  /** Product page path prefix, for the simple-redirect purchase flag. */
  productPath: string;
  /** Shoppable replay and recording page strings (`liveReplay` messages). */
  replayText: ReplayText;
  /**
   * The recording page (/{store}/record/{id}): watch only (no realtime, chat input or reactions);
   * a post without a recording to watch shows why, with a link to its room.
   */
  record?: { roomHref: SafeHref };
  /** The immersive room's and mini-player's strings (components/live/layout). */
  layoutText?: LayoutText;
}

/** What the live room renders (components/live/LiveRoom.tsx): the page's part and the viewer's. */
export interface LiveRoomProps extends RoomStatic, Omit<RoomStart, 'cartCount'> {
  /** Where the viewer watches from (commerce §2 hu_source): the `source` of comments, reactions, announcements. */
  source?: LiveMode;
  /** A replay deep link's start (?t=, ?clip=), read in the browser (the page is cached). */
  startAt?: number | null;
}
