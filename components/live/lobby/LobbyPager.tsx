import { getTranslations } from 'next-intl/server';
import { PagerNav, type PageLinks } from '@/components/ui/PagerNav';
import styles from './lobby.module.css';

/** Previous and next `?page=` links, and "page N of M". */
export async function LobbyPager({ paging }: { paging: PageLinks | null }) {
  return paging ? <PagerNav className={styles.pager} pager={paging} t={await getTranslations('lobby')} /> : null;
}
