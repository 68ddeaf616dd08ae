import type { CartLineView } from './display';
import type { MutationOutcome } from './outcomes';

/** Quantity rules of a cart line and the order in which changes reach the platform. */

type QuantityLimits = Pick<CartLineView, 'availableQuantity' | 'buyerPurchasableLimit' | 'purchaseLimit'>;

/** The most this line may hold: the stock, capped by the purchase limits (their values are not shown). */
export function maxQuantity(line: QuantityLimits): number {
  const caps = [line.availableQuantity, line.buyerPurchasableLimit, line.purchaseLimit].filter(
    (cap): cap is number => typeof cap === 'number' && cap > 0,
  );
  return line.availableQuantity <= 0 ? 0 : Math.min(...caps);
}

export { clampQuantity } from '@/lib/market/quantity';

export type QuantitySender = (id: number, quantity: number) => Promise<MutationOutcome>;
export type QuantitySettled = (id: number, quantity: number, outcome: MutationOutcome) => void;

/**
 * One request per line at a time, latest value wins: a change made while one is in flight waits,
 * and replaces any change already waiting. A failure drops the waiting change (the rollback shows
 * the confirmed quantity). `settled` is called once per request sent.
 */
export class QuantitySync {
  private readonly inflight = new Set<number>();
  private readonly waiting = new Map<number, number>();

  constructor(
    private readonly send: QuantitySender,
    private readonly settled: QuantitySettled,
    /** Told how many lines have a request out, whenever that changes. */
    private readonly onBusy: (count: number) => void = () => {},
  ) {}

  request(id: number, quantity: number): void {
    if (this.inflight.has(id)) this.waiting.set(id, quantity);
    else void this.run(id, quantity);
  }

  busy(id: number): boolean {
    return this.inflight.has(id);
  }

  /** Forget a line (deleted): its waiting change is not sent. */
  drop(id: number): void {
    this.waiting.delete(id);
  }

  private async run(id: number, quantity: number): Promise<void> {
    this.inflight.add(id);
    this.onBusy(this.inflight.size);
    let outcome: MutationOutcome;
    try {
      outcome = await this.send(id, quantity);
    } catch {
      // The server action itself failed (network, deploy): the general message.
      outcome = { kind: 'error', message: null };
    }
    this.inflight.delete(id);
    const next = this.waiting.get(id);
    this.waiting.delete(id);
    this.settled(id, quantity, outcome);
    if (outcome.kind === 'ok' && next !== undefined && next !== quantity) void this.run(id, next);
    else this.onBusy(this.inflight.size);
  }
}
