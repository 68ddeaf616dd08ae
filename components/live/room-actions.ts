import type { LiveMode, Poll, RoomComment, StreamPost } from '@/lib/schemas';

/**
 * What the room's server actions answer (app/[store]/live/[id]/actions.ts), as plain data. The
 * room gets the actions as props, so components are tested with fakes and never import the
 * server code.
 */

export type ActionFailure =
  /** No token at all: the login check (nickname or login dialog). */
  | { kind: 'login' }
  /** The platform refused the token (401): the shell's 401 rule runs. */
  | { kind: 'unauthorized' }
  /** null: the general message; else the server's message. */
  | { kind: 'error'; message: string | null }
  | { kind: 'silent' };

export type RoomAddOutcome =
  | { kind: 'added'; full: boolean; added: number; requested: number; cartCount: number | null }
  | { kind: 'limit' }
  /** NOT_FOUND_ITEM_IN_CART: the cart was refetched; a notice says so. */
  | { kind: 'notInCart'; cartCount: number | null }
  | ActionFailure;

export type TicketOutcome = { kind: 'bound' } | { kind: 'invalid'; message: string | null } | { kind: 'login' } | { kind: 'unauthorized' } | { kind: 'error' };

export type ReactionIcon = 'heart' | 'custom' | 'halloween' | 'xmas' | 'sakura';

export interface ReactionSend {
  postId: number;
  icon: ReactionIcon;
  count: number;
  pnId: string;
  user: { type: 'ghost' } | { type: 'guest' | 'user'; id: number };
  /** hu_source (commerce §2); the server maps anything unknown to liveweb. */
  source?: LiveMode;
}

export interface RoomRefresh {
  post: StreamPost;
  /** null when the comments could not be read (the room keeps what it has). */
  comments: RoomComment[] | null;
  /** The poll on screen (null: none); undefined when it could not be read (the room keeps its own). */
  poll?: Poll | null;
}

export interface CommentRequest {
  postId: number;
  message: string;
  pnId: string;
  name?: string;
  groupStreamName?: string;
  source?: LiveMode;
}

export type PollVoteOutcome =
  /** The poll with the counts after this vote (poll.result brings the same to everyone). */
  | { kind: 'voted'; poll: Poll }
  /** This viewer voted in this poll before. */
  | { kind: 'already' }
  /** The poll is not open (ended, hidden or unknown). */
  | { kind: 'closed' }
  | ActionFailure;

export interface RoomActions {
  sendComment(input: CommentRequest): Promise<{ kind: 'sent' } | ActionFailure>;
  sendReaction(input: ReactionSend): Promise<boolean>;
  addToCart(input: { store: string; postId: number; skus: { id: number; quantity: number }[] }): Promise<RoomAddOutcome>;
  cartCount(store: string): Promise<number | null>;
  refresh(input: { storeId: number; postId: number }): Promise<RoomRefresh | null>;
  announceJoined(input: { postId: number; pnId: string; source?: LiveMode }): Promise<boolean>;
  votePoll(input: { postId: number; pollId: number; optionIndex: number }): Promise<PollVoteOutcome>;
}
