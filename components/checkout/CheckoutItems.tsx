import { Image } from '@/components/ui/Image';
import { formatCurrency } from '@/lib/format/currency';
import type { CartItem } from '@/lib/schemas';
import styles from './checkout.module.css';

export interface CheckoutItemsProps {
  items: CartItem[];
  currency: string;
  labels: { heading: string; quantity: string; adult: string; ticket: string; subscription: string; freeShipping: string };
}

/** The items being bought (server-rendered; no client code). */
export function CheckoutItems({ items, currency, labels }: CheckoutItemsProps) {
  return (
    <section className={styles.section} aria-labelledby="checkout-items-heading">
      <h2 id="checkout-items-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <ul className={styles.items} data-testid="checkout-items">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Image src={item.image?.url ?? null} type="product" size={64} alt="" className={styles.itemImage} />
            <span className={styles.itemBody}>
              <span className={styles.itemName}>{item.product_name}</span>
              <span className={styles.itemMeta}>
                {item.sku_name} · {labels.quantity.replace('{count}', String(item.quantity))}
              </span>
              <span>
                {item.adult_warning ? <span className={styles.tag}>{labels.adult}</span> : null}
                {item.is_ticket ? <span className={styles.tag}>{labels.ticket}</span> : null}
                {item.added_from === 'subscription' ? <span className={styles.tag}>{labels.subscription}</span> : null}
                {item.free_shipping ? <span className={styles.tag}>{labels.freeShipping}</span> : null}
              </span>
            </span>
            <span className={styles.itemPrice}>{formatCurrency(item.price * item.quantity, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
