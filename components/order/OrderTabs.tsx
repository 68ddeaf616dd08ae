import Link from 'next/link';
import type { OrderTab } from '@/lib/order/list-query';
import type { OrdersT } from './labels';
import styles from './order.module.css';

/** All / unpaid / undelivered / completed / canceled, each with its count (plain links: no JS). */
export function OrderTabs({ tabs, t }: { tabs: readonly OrderTab[]; t: OrdersT }) {
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')}>
      {tabs.map((tab) => {
        const label = t(`tab.${tab.status ?? 'all'}`);
        return (
          <Link
            key={tab.status ?? 'all'}
            href={tab.href}
            className={styles.tab}
            aria-current={tab.current ? 'page' : undefined}
            data-testid={`order-tab-${tab.status ?? 'all'}`}
          >
            <span aria-hidden="true">{label}</span>
            <span className={styles.tabCount} aria-hidden="true">
              {tab.count}
            </span>
            <span className="visually-hidden">{t('tabLabel', { label, count: tab.count })}</span>
          </Link>
        );
      })}
    </nav>
  );
}
