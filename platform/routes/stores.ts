import type { PlatformContext } from '../context';
import { notFound, type Router } from '../http';
import { SUBSCRIPTION_DESCRIPTION } from '../seed/subscriptions';
import { callerOf, isReply, requireMember } from './identity';
import { commerceOf, storeOf } from './lookup';
import { answer, unauthenticated } from './support';

/** The store and its per-store settings: commerce §7 store rows. */
export function registerStoreRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/buyer/stores/:store', (req) => {
    const store = storeOf(ctx, req);
    return isReply(store) ? store : answer(ctx, { data: store });
  });

  router.get('/api/v1/stores/:store/buyer-jp-commercial', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    return answer(ctx, { data: commerceOf(ctx, store.id)?.commercialLaw ?? null });
  });

  // Anyone may ask; a member or guest on the store's blacklist gets true (a bad token is a 401).
  router.get('/api/v1/stores/:store/users/in-blacklist', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const caller = callerOf(ctx, req);
    if (caller.rejected) return unauthenticated();
    const list = commerceOf(ctx, store.id)?.blacklist ?? { userIds: [], guestIds: [] };
    const listed =
      (caller.user !== null && list.userIds.includes(caller.user.user.id)) ||
      (caller.guest !== null && list.guestIds.includes(caller.guest.guest.id));
    return answer(ctx, { is_in_blacklist: listed });
  });

  // `all` lists disabled settings too; by default only the enabled ones a buyer can choose.
  router.get('/api/v1/stores/:store/shipping-setting', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const all = req.query.has('all') && req.query.get('all') !== '0';
    const settings = commerceOf(ctx, store.id)?.shipping ?? [];
    return answer(ctx, { data: all ? settings : settings.filter((s) => s.enabled) });
  });

  router.get('/api/v1/stores/:store/payment-setting', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    return answer(ctx, { data: (commerceOf(ctx, store.id)?.payment ?? []).filter((p) => p.enabled) });
  });

  router.get('/api/v1/stores/:store/gmo-credit', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const shopId = commerceOf(ctx, store.id)?.gmoShopId;
    return shopId ? answer(ctx, { shop_id: shopId }) : notFound('Card payment is not available for this store');
  });

  router.get('/api/v1/stores/:store/subscriptions', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const plans = ctx.state.plans.filter((p) => p.storeId === store.id).map((p) => p.plan);
    return answer(ctx, { data: plans, description: plans.length ? SUBSCRIPTION_DESCRIPTION : null });
  });

  router.get('/api/v1/stores/:store/subscriptions/me', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const mine = ctx.state.subscriptions.filter((s) => s.storeId === store.id && s.userId === member.user.id);
    return answer(ctx, { data: mine.map((s) => s.plan) });
  });

  router.get('/api/v1/stores/:store/channels/facebook', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    return answer(ctx, { data: ctx.state.facebookChannels.filter((c) => c.storeId === store.id).map((c) => c.channel) });
  });
}
