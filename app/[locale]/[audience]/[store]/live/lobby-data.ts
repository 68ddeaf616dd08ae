import { getLatestPost } from '@/lib/api/live';
import { getTicket } from '@/lib/api/products';
import { buyerContext } from '@/lib/api/server-context';
import { dataRecord, idOf } from '@/lib/format/field';
import { report } from '@/lib/report';
import type { Product } from '@/lib/schemas';

/** The store's latest post id; null when there is none or the lookup failed (reported: the buyer just lands on the store). */
export async function latestPostId(slug: string): Promise<number | null> {
  const result = await getLatestPost(slug, await buyerContext());
  if (!result.ok) {
    void report(new Error('latest post lookup failed'), { where: 'live.latest', extra: { slug, error: result.error } });
    return null;
  }
  return idOf(dataRecord(result.data)?.id);
}

/** The product a landing's ticket_id names, when it is a ticket; the landing says so otherwise. */
export async function landingTicket(ticketId: number | null): Promise<Product | null> {
  if (ticketId === null) return null;
  const result = await getTicket(ticketId, await buyerContext());
  const ticket = result.ok ? dataRecord(result.data) : null;
  return ticket?.is_ticket === true ? ticket : null;
}
