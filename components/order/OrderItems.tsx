import { Image } from '@/components/ui/Image';
import { formatCurrency } from '@/lib/format/currency';
import type { OrderItem } from '@/lib/schemas';
import type { OrdersT } from './labels';
import styles from './order.module.css';

/** Item rows: picture, name, SKU, quantity and line price. `limit` keeps list cards short. */
export function OrderItems({ items, currency, t, limit }: { items: readonly OrderItem[]; currency: string; t: OrdersT; limit?: number }) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  const hidden = items.length - shown.length;
  return (
    <>
      <ul className={styles.items} aria-label={t('itemsLabel')}>
        {shown.map((item, index) => (
          <li key={item.id ?? `${item.sku_id ?? 'sku'}-${index}`} className={styles.item}>
            <Image type="product" src={item.image?.url ?? null} size={64} alt="" />
            <div>
              <p className={styles.itemName}>{item.product_name}</p>
              <p className={styles.itemMeta}>
                {item.sku_name ? <span>{item.sku_name}</span> : null}
                {item.sku_number ? <span>{t('skuNumber', { number: item.sku_number })}</span> : null}
                <span>{t('quantity', { count: item.quantity })}</span>
              </p>
            </div>
            <span className={styles.itemPrice}>{formatCurrency(item.price * item.quantity, currency) ?? ''}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className={styles.more}>{t('moreItems', { count: hidden })}</p> : null}
    </>
  );
}
