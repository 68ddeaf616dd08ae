import type { CardPaymentData } from '@/components/payment/CardPaymentView';
import { buyerContext } from '@/lib/api/server-context';
import { getGmoCredit } from '@/lib/api/store';
import { loadGuardedOrder } from '@/lib/checkout/order-load';
import { configFromEnv, readEnv } from '@/lib/config';
import { recordOf } from '@/lib/format/field';
import type { Store } from '@/lib/schemas';

/**
 * The guarded order (login redirect, not-found) with the store's card gateway shop; null when the
 * order could not be read. A failed gateway read leaves the order shown without the card form.
 */
export async function loadCardPayment(store: Store, rawId: string): Promise<CardPaymentData | null> {
  const ctx = await buyerContext();
  const [load, gmo] = await loadGuardedOrder(store, rawId, ctx, () => getGmoCredit(store.slug, ctx));
  if (load.kind === 'failed') return null;
  return { order: load.order, gateway: gmo.ok && recordOf(gmo.data) ? { shopId: gmo.data.shop_id, url: configFromEnv(readEnv()).paymentGatewayUrl } : null };
}
