import type { ReactNode } from 'react';
import type { SessionGuest, SessionUser } from '@/components/shell/atoms';
import type { LiveRulesMessageKey } from '@/lib/live/room/effects';
import type { CommentBlacklistEntry, LiveMode, ReplayInfo, RoomComment, StoreSetting, StreamInfo, StreamPost } from '@/lib/schemas';
import type { RoomActions } from './room-actions';
import type { RoomMode } from '@/lib/live/room-mode';
import type { PanelText } from './panel-text';
import type { RoomText } from './room-text';
import type { RoomExtrasSetup } from './promotions/RoomExtras';

/** What the room page hands to the live room (components/live/LiveRoom.tsx). */
export interface LiveRoomProps {
  store: { id: number; slug: string; name: string; currency: string; avatarUrl: string | null };
  settings: readonly StoreSetting[];
  post: StreamPost;
  /** Decided on the server from the post (live, replay, upcoming, ended). */
  initialMode: RoomMode;
  streamInfo: StreamInfo | null;
  replayInfo: ReplayInfo | null;
  comments: RoomComment[];
  blacklist: CommentBlacklistEntry[];
  /** users/in-blacklist (commerce §6): no comments, no buying. */
  inBlacklist: boolean;
  /** `sessionKey`: the server's fingerprint of this viewer's token (lib/identity/watch-fingerprint). */
  viewer: { pnId: string; freshId: boolean; user: SessionUser | null; guest: SessionGuest | null; sessionKey: string | null };
  /** Where the viewer watches from (commerce §2 hu_source): the `source` of comments, reactions, announcements. */
  source?: LiveMode;
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
  /** The cart button (components/shell/CartLink, rendered on the server). */
  cartLink: ReactNode;
  /** Product page path prefix, for the simple-redirect purchase flag. */
  productPath: string;
}
