import { getTranslations } from 'next-intl/server';
import { OneToOneEntrance as Entrance } from '@/components/live/OneToOneEntrance';
import styles from '@/components/live/one-to-one.module.css';
import { Image } from '@/components/ui/Image';
import { formatDate } from '@/lib/format/date';
import { entranceTime } from '@/lib/live/one-to-one';
import type { OneToOneEntrance, Store } from '@/lib/schemas';
import { appPath, withQuery } from '@/lib/url/safe-href';
import { bindTicketAction } from '../../live/[id]/actions';
import { ticketLabels } from '@/components/live/ticket-labels';
import { oneToOneAccessAction } from './entrance-action';

/** The entrance as everyone gets it: the session's title, time and seller, and the gate's strings and actions. */
export async function EntranceView({ store, entrance, hash }: { store: Store; entrance: OneToOneEntrance; hash: string }) {
  const [t, live, common] = await Promise.all([getTranslations('oneToOne'), getTranslations('live'), getTranslations('common')]);
  const time = entranceTime(entrance);
  const here = appPath(store.slug, 'one-to-one', hash);
  return (
    <main className={styles.entrance}>
      <p className={styles.kind}>{t('kind')}</p>
      <h1 className={styles.title}>{entrance.title}</h1>
      {time ? <p data-testid="one-to-one-time">{t(time.kind, { date: formatDate(time.at, store.timezone, 'yyyy/LL/dd HH:mm') })}</p> : null}
      <p className={styles.seller}>
        <Image type="store" src={entrance.seller.avatar_url} size={40} round alt="" loading="eager" />
        <span>{t('seller', { store: entrance.seller.name })}</span>
      </p>
      <Entrance
        store={store.slug}
        hash={hash}
        postId={entrance.id}
        hrefs={{ room: appPath(store.slug, 'live', entrance.id), login: withQuery(appPath(store.slug, 'login'), { redirect: here }), market: appPath(store.slug, 'market') }}
        labels={{
          checking: t('checking'),
          loginTitle: t('loginTitle'),
          loginBody: t('loginBody'),
          login: t('login'),
          permitted: t('permitted'),
          enter: t('enter'),
          closedTitle: t('closedTitle'),
          closedBody: t('closedBody'),
          failed: t('failed'),
          retry: common('retry'),
          backToStore: live('backToStore'),
        }}
        ticketLabels={{ ...ticketLabels(live), title: t('ticketTitle'), body: t('ticketBody'), submit: t('ticketSubmit') }}
        checkAccess={oneToOneAccessAction}
        bindTicket={bindTicketAction}
      />
    </main>
  );
}
