import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { lobbyHref, lobbyPaging } from '@/lib/live/lobby-paging';
import { lobbySections, type LobbyLoad, type LobbyRow } from '@/lib/live/replay-list';
import type { Store } from '@/lib/schemas';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { lobbyJsonLd } from '@/lib/seo/lobby';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { appPath } from '@/lib/url/safe-href';
import { LobbyCard } from './LobbyCard';
import { LobbyPager } from './LobbyPager';
import styles from './lobby.module.css';

type Section = 'live' | 'upcoming' | 'replays';
const SECTIONS: Section[] = ['live', 'upcoming', 'replays'];

/** A message and one way on: the empty store, a page past the last, a failed list (retry). */
function LobbyStatus({ heading, message, action, alert = false }: { heading?: string; message: string; action: React.ReactNode; alert?: boolean }) {
  return (
    <div className={styles.status} data-testid="lobby-status">
      {heading ? <h2>{heading}</h2> : null}
      <p role={alert ? 'alert' : undefined}>{message}</p>
      {action}
    </div>
  );
}

/**
 * /{store}/live-lobby: the store's posts in three sections (live now, upcoming, replays), paged like
 * the replay list, with its JSON-LD. Nothing here reads the request or the clock: the rows are
 * judged by the time the list was read, so each page is one cached render per store and locale.
 */
export async function LiveLobby({ store, load }: { store: Store; load: LobbyLoad }) {
  const [t, origin] = await Promise.all([getTranslations('lobby'), requestOrigin()]);
  const slug = store.slug;
  const title = <h1 className={styles.title}>{t('title')}</h1>;
  if (load.kind === 'failed') {
    // A plain link: the failure is cached a second only, so the next request asks the platform again.
    const retry = <a className="button" href={lobbyHref(slug, load.page)}>{t('retry')}</a>;
    return <main className="page">{title}<LobbyStatus alert message={t('loadFailed')} action={retry} /></main>;
  }
  if (load.kind === 'beyond') {
    const first = <Link className="button" href={lobbyHref(slug)}>{t('firstPage')}</Link>;
    return <main className="page">{title}<LobbyStatus heading={t('beyondTitle')} message={t('beyondBody', { last: load.lastPage })} action={first} /></main>;
  }
  if (load.items.length === 0) {
    const market = <Link className="button" href={appPath(slug, 'market')}>{t('toMarket')}</Link>;
    return <main className="page">{title}<LobbyStatus message={t('empty')} action={market} /></main>;
  }
  const sections = lobbySections(load.items, load.readAt);
  const roomUrl = (postId: number) => absoluteUrl(origin, appPath(slug, 'live', postId));
  const rows: LobbyRow[] = SECTIONS.flatMap((section) => sections[section]);
  const jsonLd = lobbyJsonLd({ name: t('seoTitle', { store: store.name }), url: absoluteUrl(origin, lobbyHref(slug, load.page)), rows, roomUrl, firstPosition: (load.page - 1) * load.perPage + 1 });
  const first = rows[0];
  return (
    <main className="page">
      {title}
      {SECTIONS.filter((section) => sections[section].length > 0).map((section) => (
        <section key={section} className={styles.section} aria-labelledby={`lobby-${section}`} data-testid={`lobby-${section}`}>
          <h2 id={`lobby-${section}`}>{t(section)}</h2>
          <ul className={styles.grid}>
            {sections[section].map((row) => (
              <li key={row.id}>
                <LobbyCard row={row} slug={slug} timeZone={store.timezone} roomUrl={roomUrl(row.id)} priority={row === first} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LobbyPager paging={lobbyPaging(slug, load.page, load.lastPage)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </main>
  );
}
