import { PagerNav } from '@/components/ui/PagerNav';
import type { OrderPager as Pager } from '@/lib/order/list-query';
import type { OrdersT } from './labels';
import styles from './order.module.css';

/** Previous / next page of the order list, from the answer's links and meta. */
export function OrderPager({ pager, t }: { pager: Pager | null; t: OrdersT }) {
  return pager ? <PagerNav className={styles.pager} pager={pager} t={t} /> : null;
}
