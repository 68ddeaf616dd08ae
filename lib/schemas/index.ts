/**
 * The platform contract: zod schemas of every entity, answer and payload of spec/commerce.md and
 * spec/live-room.md. The storefront parses answers with them; platform/ implements exactly these.
 *
 * Wire shapes (answers to a 2xx):
 * - A single entity is wrapped: `{ data: entity }` (store, product, ticket, order, saved address,
 *   stream post, stream info, replay info, me after PUT /me, guest token, pricing, add-to-cart).
 *   Where the entity may not exist, data is null: latest order, latest post (`{ data: { id } | null }`),
 *   share voucher search, commercial-law info.
 * - An unpaged list is `{ data: [...] }` (addresses, order messages, shipping/payment settings,
 *   facebook channels, own subscriptions, coupons, comment blacklist, market status as
 *   `[{ id, status }]`). Subscription plans add `description`: `{ data, description }`.
 * - A paged list is `{ data, links, meta }` (products, vod replay list, held vouchers). The order
 *   list meta adds `status_counts: { unpaid, undelivered, completed, canceled }`.
 * - "success" answers are `{ success: boolean, message? }`; subscription cart adds `url`.
 * - Top-level answers, as the tables name their fields: login `{ success, kirari_token }`,
 *   checkout `{ id, ... }` (the rest kept as is), liveweb/me `{ user, guest }` (either null),
 *   in-blacklist `{ is_in_blacklist }`, gmo-credit `{ shop_id }`, permission
 *   `{ has_permission, token_valid }`, comments `{ comments: [{ message }] }`, enterprise report
 *   `{ report_slug }`, enterprise redirect `{ redirect_url }`, facebook binding `{ status }`.
 * - pay: `{ data: { pay_redirect_url } }`; cart: `{ data: cart | null, trashed: [items] }`;
 *   add-to-cart: `{ data: { result: fully|partial, added_quantity, request_quantity } }`.
 * - The interaction service (POST /comment, POST /interaction/{like,custom,seasonal}-animation)
 *   answers `{ success, message? }`.
 * - Replay info `replay_url` is a URL string, or `[]` meaning no replay.
 * - Archive (stream post) carries its own tag: `{ type: 'chapters' | 'clips' | 'raw', ... }`, or null.
 * - Comments: each `message` is a comment, or a cart-success comment (the comment plus
 *   `cart_success: true` and `skus: [{ sku_name, product_name, quantity, image_url }]`).
 * Errors (outside 2xx) are `{ message, report_type?, report_code?, errors? }` (see errorBody).
 * Requests: JSON bodies as in payloads.ts (checkout `shipping`, announce-joined `{ pn_id, source }`
 * and checkout `payment` are our design); query booleans arrive as 'true'/'false', arrays as key[].
 * Timestamps are ISO-8601 strings; ids are non-negative integers except comment/event ids (strings).
 * Shapes the specs leave open are marked "Not shown in spec: our design" where they are defined.
 */
export * from './common';
export * from './enums';
export * from './store';
export * from './product';
export * from './user';
export * from './address';
export * from './post';
export * from './order';
export * from './cart';
export * from './settings';
export * from './subscription';
export * from './channel';
export * from './live';
export * from './comment';
export * from './voucher';
export * from './poll';
export * from './viewer';
export * from './payloads';
export * from './password';
