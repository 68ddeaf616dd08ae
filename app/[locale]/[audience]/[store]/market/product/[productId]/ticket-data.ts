import { cachedTicket } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { report } from '@/lib/report';
import type { Product, Store } from '@/lib/schemas';
import { ticketMode, type TicketLoad } from '@/lib/ticket/ticket';

export type { TicketLoad };

/** GET /api/v1/tickets/{productId} for a ticket product: 404 means the platform sells it as no ticket. */
export async function loadTicket(slug: string, productId: number): Promise<TicketLoad> {
  const result = await cachedTicket(productId, slug, await resolveRequestLocale());
  if (result.ok) return { kind: 'ticket', ticket: result.data.data };
  if (result.error.status === 404) return { kind: 'not-ticket' };
  void report(new Error('ticket fetch failed'), { where: 'ticket.load', extra: { slug, productId, error: result.error } });
  return { kind: 'failed' };
}

/** Tickets (commerce §6 `ticket` flag, default off): only a store that sells tickets loads the ticket. */
export async function loadTicketFor(store: Store, product: Product): Promise<TicketLoad> {
  return ticketMode(store, product) === 'ticket' ? loadTicket(store.slug, product.id) : { kind: 'not-ticket' };
}
