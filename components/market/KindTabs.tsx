import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MARKET_KINDS, marketHref, type MarketKind } from '@/lib/market/market-query';
import type { SafeHref } from '@/lib/url/safe-href';
import styles from './market.module.css';

const LABEL_KEYS: Record<MarketKind, string> = { all: 'kindAll', product: 'kindProduct', ticket: 'kindTicket' };

/** Products / tickets filter as plain links (with_product, with_ticket): works without JavaScript. */
export async function KindTabs({ basePath, kind, keyword }: { basePath: SafeHref; kind: MarketKind; keyword?: string }) {
  const t = await getTranslations('product');
  return (
    <nav className={styles.kinds} aria-label={t('kindLabel')}>
      {MARKET_KINDS.map((option) => (
        <Link key={option} href={marketHref(basePath, { keyword, kind: option })} className={styles.kind} aria-current={option === kind ? 'page' : undefined}>
          {t(LABEL_KEYS[option])}
        </Link>
      ))}
    </nav>
  );
}
