import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import { cachedReplayList } from '@/lib/cache/public-reads';
import { formatDate } from '@/lib/format/date';
import { lobbyHref } from '@/lib/live/lobby-paging';
import { readablePosts, stripRows } from '@/lib/live/replay-list';
import type { Store } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import styles from './lobby.module.css';

/**
 * The market's live/upcoming strip for a store with show_lobby on: links to the rooms of the lives
 * on air and coming up (the replay list's first page, cached with the market page), then to the
 * lobby. Server HTML only: the market's JS stays as it was. Nothing when there is nothing to show
 * or the list could not be read (the market is what the buyer came for).
 */
export async function LiveStrip({ store, locale }: { store: Store; locale: string }) {
  const [t, first] = await Promise.all([getTranslations('lobby'), cachedReplayList(store.slug, 1, locale)]);
  const posts = first.result.ok ? readablePosts(first.result.data) : null;
  const rows = posts ? stripRows(posts, first.readAt) : [];
  if (rows.length === 0) return null;
  return (
    <aside className={styles.strip} aria-labelledby="live-strip" data-testid="live-strip">
      <h2 id="live-strip">{t('stripTitle')}</h2>
      <ul className={styles.stripList}>
        {rows.map((row) => (
          <li key={row.id} className={styles.stripItem}>
            <Link className={`${styles.card} ${styles.link}`} href={appPath(store.slug, 'live', row.id)} data-kind={row.kind}>
              <div className={styles.cover}>
                <Image type="channel" src={row.image_url} size={200} width={200} height={113} alt="" />
                <div className={styles.badges}>
                  <span className={`${styles.badge} ${row.kind === 'live' ? styles.badgeLive : ''}`}>{t(row.kind === 'live' ? 'badgeLive' : 'badgeUpcoming')}</span>
                </div>
              </div>
              <div className={styles.body}>
                <span className={styles.name}>{row.title}</span>
                {row.kind === 'upcoming' && row.upcoming_at ? <span className={styles.meta}>{t('startsAt', { date: formatDate(row.upcoming_at, store.timezone, 'LL/dd HH:mm') })}</span> : null}
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Link className={styles.stripAll} href={lobbyHref(store.slug)}>
        {t('stripAll')}
      </Link>
    </aside>
  );
}
