import { getTranslations } from 'next-intl/server';
import { PROMO_TEXT_KEYS, type PromoText } from '@/components/live/promotions/promo-text';
import type { RoomExtrasSetup } from '@/components/live/promotions/RoomExtras';
import { isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import type { Store } from '@/lib/schemas';
import { isEnabled } from '@/lib/store-settings';
import { deleteCartItemAction, refetchCartAction } from '../../shopping/actions';
import { acquireVoucherAction, announceSharedAction, checkVoucherAction, roomCouponsAction } from './promo-actions';
import { appPath } from '@/lib/url/safe-href';

/** The room's share voucher, coupons, calendar and cart sheet: strings, flags and server actions. */
export async function roomExtrasSetup(store: Store, postId: number): Promise<RoomExtrasSetup> {
  const t = await getTranslations('livePromo');
  const text = Object.fromEntries(PROMO_TEXT_KEYS.map((key) => [key, t.raw(key) as string])) as PromoText;
  return {
    store: store.slug,
    currency: store.currency,
    timeZone: store.timezone,
    enterprise: isEnterpriseStore(store),
    couponEnabled: isEnabled(store.settings, 'coupon'),
    icsHref: appPath(store.slug, 'live', postId, 'calendar'),
    actions: {
      checkVoucher: checkVoucherAction,
      acquireVoucher: acquireVoucherAction,
      announceShared: announceSharedAction,
      coupons: roomCouponsAction,
      refetchCart: refetchCartAction,
      deleteCartItem: deleteCartItemAction,
    },
    text,
  };
}
