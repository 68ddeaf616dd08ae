import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import type { Product, Store } from '@/lib/schemas';
import { isEnabled } from '@/lib/store-settings';

/**
 * Tickets (commerce §1/§6): a ticket product, or any product of a ticket-mode store, is sold as
 * a ticket only while the store's `ticket` flag is on (default off). A ticket is checked out on
 * its own (the cart's selection rule) and carries no shipping.
 */

export type TicketMode = 'none' | 'disabled' | 'ticket';

/** A ticket product's ticket as the product page loaded it. */
export type TicketLoad = { kind: 'ticket'; ticket: Product } | { kind: 'not-ticket' } | { kind: 'failed' };

export function ticketMode(store: Pick<Store, 'is_ticket_mode' | 'settings'>, product: Pick<Product, 'is_ticket'>): TicketMode {
  if (!product.is_ticket && !store.is_ticket_mode) return 'none';
  return isEnabled(store.settings, 'ticket') ? 'ticket' : 'disabled';
}

export interface TicketSeat {
  id: number;
  name: string;
  price: string;
  /** Tickets left. */
  remaining: number;
  /** Most one buyer may hold; null when unlimited. */
  limit: number | null;
}

export interface TicketView {
  name: string;
  /** yyyy/LL/dd HH:mm in the store's zone; '' when open-ended. */
  saleStart: string;
  saleEnd: string;
  seats: TicketSeat[];
}

const MINUTE_FORMAT = 'yyyy/LL/dd HH:mm';

export function toTicketView(ticket: Product, { currency, timeZone }: { currency: string; timeZone: string }): TicketView {
  return {
    name: ticket.name,
    saleStart: formatDate(ticket.sale_started_at ?? null, timeZone, MINUTE_FORMAT),
    saleEnd: formatDate(ticket.sale_ended_at ?? null, timeZone, MINUTE_FORMAT),
    seats: ticket.skus.map((sku) => ({
      id: sku.id,
      name: sku.name,
      price: formatCurrency(sku.price, currency) ?? '',
      remaining: Math.max(0, sku.available_quantity),
      limit: sku.salable_limit && sku.salable_limit > 0 ? sku.salable_limit : null,
    })),
  };
}
