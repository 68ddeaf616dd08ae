import type { AnimationIcon, Guest, Order, RoomComment, SavedAddress, Store } from '@/lib/schemas';
import { clockAt } from './seed/clock';
import { seedSavedAddresses } from './seed/addresses';
import { seedCartLines, seedCarts, type CartLine, type CartRecord } from './seed/carts';
import { seedOrders } from './seed/orders';
import { seedPosts, type PostRecord } from './seed/posts';
import { seedCoupons, seedVouchers, type CouponRecord, type VoucherRecord } from './seed/promotions';
import { seedProducts } from './seed/products';
import type { ProductRecord } from './seed/product-builder';
import { seedComments, seedCommentBlacklist, seedFacebookChannels, type CommentBlacklistRecord, type FacebookChannelRecord } from './seed/room';
import { seedStores } from './seed/stores';
import { seedStoreCommerce, type StoreCommerce } from './seed/store-commerce';
import { seedMemberSubscriptions, seedPlans, type MemberSubscription, type PlanRecord } from './seed/subscriptions';
import { seedPassports, seedUsers, type PassportRecord, type UserRecord } from './seed/users';
import type { Mailbox } from './routes/password';

/** In-memory platform state, seeded deterministically; `createState` is called at start and on reset. */

export interface GuestRecord {
  guest: Guest;
}

/** Reaction counts per post and icon, as the interaction service received them. */
export type InteractionTally = Record<number, Partial<Record<AnimationIcon, number>>>;

/** Next free id per growing collection, so new rows never collide with seed ids. */
export interface Sequences {
  guest: number;
  cart: number;
  cartLine: number;
  address: number;
  addressRecord: number;
  comment: number;
}

export interface PlatformState {
  createdAt: number;
  stores: Store[];
  commerce: StoreCommerce[];
  products: ProductRecord[];
  users: UserRecord[];
  passports: PassportRecord[];
  guests: GuestRecord[];
  addresses: SavedAddress[];
  carts: CartRecord[];
  cartLines: CartLine[];
  orders: Order[];
  posts: PostRecord[];
  comments: RoomComment[];
  commentBlacklist: CommentBlacklistRecord[];
  vouchers: VoucherRecord[];
  coupons: CouponRecord[];
  plans: PlanRecord[];
  subscriptions: MemberSubscription[];
  facebookChannels: FacebookChannelRecord[];
  interactions: InteractionTally;
  sequences: Sequences;
  /** Password-reset and verification tokens and the links "sent" (routes/password). */
  mailbox: Mailbox;
}

/** Where share links point; the platform does not know the storefront's host otherwise. */
export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

export function createState(now: number, storefrontUrl = process.env.STOREFRONT_URL ?? DEFAULT_STOREFRONT_URL): PlatformState {
  const at = clockAt(now);
  const products = seedProducts(now);
  const addresses = seedSavedAddresses();
  return {
    createdAt: now,
    stores: seedStores(),
    commerce: seedStoreCommerce(),
    products,
    users: seedUsers(),
    passports: seedPassports(now),
    guests: [],
    addresses,
    carts: seedCarts(),
    cartLines: seedCartLines(now),
    orders: seedOrders(at, products, addresses),
    posts: seedPosts(at, storefrontUrl),
    comments: seedComments(at),
    commentBlacklist: seedCommentBlacklist(at),
    vouchers: seedVouchers(at),
    coupons: seedCoupons(at),
    plans: seedPlans(),
    subscriptions: seedMemberSubscriptions(at),
    facebookChannels: seedFacebookChannels(),
    interactions: {},
    mailbox: { resets: [], verifications: [], sent: [] },
    sequences: { guest: 80101, cart: 6101, cartLine: 61001, address: 751, addressRecord: 951, comment: 1 },
  };
}

/** Takes the next id of a sequence. */
export function nextId(state: PlatformState, sequence: keyof Sequences): number {
  const value = state.sequences[sequence];
  state.sequences[sequence] = value + 1;
  return value;
}
