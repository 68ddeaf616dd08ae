import type { TicketView } from '@/lib/ticket/ticket';
import styles from './ticket.module.css';

export interface TicketLabels {
  title: string;
  lead: string;
  salePeriod: string;
  /** With {start} and {end}. */
  salePeriodText: string;
  seats: string;
  /** With {count}. */
  remaining: (count: number) => string;
  /** With {limit}. */
  limit: (limit: number) => string;
  soldOut: string;
  checkoutAlone: string;
}

/**
 * The ticket information of a ticket product (from GET /api/v1/tickets/{productId}): server-only,
 * so the product page ships no extra code for it. `view` null shows the load failure.
 */
export function TicketInfo({ view, labels, failure }: { view: TicketView | null; labels: TicketLabels; failure: string }) {
  return (
    <section className={styles.ticket} aria-labelledby="ticket-info-title" data-testid="ticket-info">
      <h2 id="ticket-info-title">{labels.title}</h2>
      {view === null ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{labels.lead}</p>
          {view.saleStart || view.saleEnd ? (
            <dl className={styles.facts}>
              <dt>{labels.salePeriod}</dt>
              <dd>{labels.salePeriodText.replace('{start}', view.saleStart).replace('{end}', view.saleEnd)}</dd>
            </dl>
          ) : null}
          <ul className={styles.seats} aria-label={labels.seats}>
            {view.seats.map((seat) => (
              <li key={seat.id} className={styles.seat}>
                <span className={styles.seatName}>{seat.name}</span>
                <span>{seat.price}</span>
                <span className={styles.muted}>{seat.remaining > 0 ? labels.remaining(seat.remaining) : labels.soldOut}</span>
                {seat.limit !== null ? <span className={styles.muted}>{labels.limit(seat.limit)}</span> : null}
              </li>
            ))}
          </ul>
          <p className={styles.note}>{labels.checkoutAlone}</p>
        </>
      )}
    </section>
  );
}
