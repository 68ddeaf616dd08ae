import { getOrderMessages } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import type { ThreadOutcome } from '@/lib/order/message-rules';
import { threadOutcomeOf } from '@/lib/order/thread';
import type { Order } from '@/lib/schemas';

/** The thread as the page first renders it (times in the store's zone); the browser polls on from there. */
export async function loadInitialThread(order: Order, timeZone: string): Promise<ThreadOutcome> {
  return threadOutcomeOf(await getOrderMessages(order.id, await buyerContext()), timeZone);
}
