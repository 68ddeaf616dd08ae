import { getTicket } from '@/lib/api/products';
import { productsTag, publicContext } from '@/lib/api/server-context';
import { report } from '@/lib/report';
import type { Product } from '@/lib/schemas';

export type TicketLoad = { kind: 'ticket'; ticket: Product } | { kind: 'not-ticket' } | { kind: 'failed' };

/** GET /api/v1/tickets/{productId} for a ticket product: 404 means the platform sells it as no ticket. */
export async function loadTicket(slug: string, productId: number): Promise<TicketLoad> {
  const result = await getTicket(productId, await publicContext([productsTag(slug)]));
  if (result.ok) return { kind: 'ticket', ticket: result.data.data };
  if (result.error.status === 404) return { kind: 'not-ticket' };
  void report(new Error('ticket fetch failed'), { where: 'ticket.load', extra: { slug, productId, error: result.error } });
  return { kind: 'failed' };
}
