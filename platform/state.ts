import type { AnimationIcon, Guest, Order, OrderMessage, RoomComment, SavedAddress, Store } from '@/lib/schemas';
import { clockAt } from './seed/clock';
import { seedSavedAddresses } from './seed/addresses';
import { seedCartLines, seedCarts, type CartLine, type CartRecord } from './seed/carts';
import { seedOrders } from './seed/orders';
import { seedOrderMessages } from './seed/order-messages';
import { seedPosts, type PostRecord } from './seed/posts';
import { seedCoupons, seedLiveCoupons, seedVouchers, type CouponRecord, type LiveCouponRecord, type VoucherRecord } from './seed/promotions';
import { seedProducts } from './seed/products';
import type { ProductRecord } from './seed/product-builder';
import { seedComments, seedCommentBlacklist, seedFacebookChannels, type CommentBlacklistRecord, type FacebookChannelRecord } from './seed/room';
import { seedStores } from './seed/stores';
import { seedStoreCommerce, type StoreCommerce } from './seed/store-commerce';
import { seedMemberSubscriptions, seedPlans, type MemberSubscription, type PlanRecord } from './seed/subscriptions';
import { seedPassports, seedUsers, type PassportRecord, type UserRecord } from './seed/users';
import type { Mailbox } from './routes/password';
import { initialGatewayState, type GatewayState } from './gateway';
import { initialEnterpriseState, type EnterpriseState } from './routes/enterprise';
import type { CartShortage } from './routes/cart-view';

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
  /** Orders placed by checkout (routes/checkout). */
  order: number;
  orderMessage: number;
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
  /** Quantities cut to stock, kept as trashed lines until the buyer confirms (routes/cart-view). */
  cartShortages: CartShortage[];
  orders: Order[];
  /** Buyer–seller threads per order (routes/order-messages). */
  orderMessages: OrderMessage[];
  posts: PostRecord[];
  comments: RoomComment[];
  commentBlacklist: CommentBlacklistRecord[];
  vouchers: VoucherRecord[];
  coupons: CouponRecord[];
  /** Coupons handed out live (coupon.distribute data), by the control API. */
  liveCoupons: LiveCouponRecord[];
  plans: PlanRecord[];
  subscriptions: MemberSubscription[];
  facebookChannels: FacebookChannelRecord[];
  /** Messenger bindings made by members (routes/facebook). */
  facebookBindings: { channelId: number; userId: number; psid: string }[];
  interactions: InteractionTally;
  sequences: Sequences;
  /** Password-reset and verification tokens and the links "sent" (routes/password). */
  mailbox: Mailbox;
  /** The card gateway's issued cards and 3-D Secure sessions (gateway.ts). */
  gateway: GatewayState;
  /** Enterprise reports and redirects asked for, and the test controls (routes/enterprise). */
  enterprise: EnterpriseState;
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
    cartShortages: [],
    orders: seedOrders(at, products, addresses),
    orderMessages: seedOrderMessages(at),
    posts: seedPosts(at, storefrontUrl),
    comments: seedComments(at),
    commentBlacklist: seedCommentBlacklist(at),
    vouchers: seedVouchers(at),
    coupons: seedCoupons(at),
    liveCoupons: seedLiveCoupons(storefrontUrl),
    plans: seedPlans(),
    subscriptions: seedMemberSubscriptions(at),
    facebookChannels: seedFacebookChannels(),
    facebookBindings: [],
    interactions: {},
    mailbox: { resets: [], verifications: [], sent: [] },
    gateway: initialGatewayState(),
    enterprise: initialEnterpriseState(),
    sequences: { guest: 80101, cart: 6101, cartLine: 61001, address: 751, addressRecord: 951, comment: 1, order: 50101, orderMessage: 901 },
  };
}

/** Takes the next id of a sequence. */
export function nextId(state: PlatformState, sequence: keyof Sequences): number {
  const value = state.sequences[sequence];
  state.sequences[sequence] = value + 1;
  return value;
}
