import { getTranslations } from 'next-intl/server';
import type { MarketKind } from '@/lib/market/market-query';
import styles from './market.module.css';

/** A plain GET form: search works before (and without) any JavaScript; it keeps the kind filter. */
export async function SearchForm({ action, keyword, kind }: { action: string; keyword?: string; kind?: MarketKind }) {
  const t = await getTranslations('market');
  return (
    <form className={styles.search} action={action} method="get" role="search">
      <label htmlFor="market-keyword" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input id="market-keyword" name="keyword" type="search" defaultValue={keyword} placeholder={t('searchPlaceholder')} maxLength={100} />
      {kind && kind !== 'all' ? <input type="hidden" name="kind" value={kind} /> : null}
      <button type="submit" className="button">
        {t('searchButton')}
      </button>
    </form>
  );
}
