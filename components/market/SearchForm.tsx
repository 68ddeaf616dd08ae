import { getTranslations } from 'next-intl/server';
import styles from './market.module.css';

/** A plain GET form: search works before (and without) any JavaScript. */
export async function SearchForm({ action, keyword }: { action: string; keyword?: string }) {
  const t = await getTranslations('market');
  return (
    <form className={styles.search} action={action} method="get" role="search">
      <label htmlFor="market-keyword" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input id="market-keyword" name="keyword" type="search" defaultValue={keyword} placeholder={t('searchPlaceholder')} maxLength={100} />
      <button type="submit" className="button">
        {t('searchButton')}
      </button>
    </form>
  );
}
