import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AddToCalendar } from '@/components/live/calendar/AddToCalendar';
import { Countdown } from '@/components/live/calendar/Countdown';
import { Image } from '@/components/ui/Image';
import { formatDate } from '@/lib/format/date';
import { calendarEventOf } from '@/lib/live/calendar';
import { startsAtText } from '@/lib/live/starts-at';
import type { LobbyKind, LobbyRow } from '@/lib/live/replay-list';
import { appPath } from '@/lib/url/safe-href';
import styles from './lobby.module.css';

const BADGE_KEYS: Record<LobbyKind, 'badgeLive' | 'badgeUpcoming' | 'badgeReplay' | 'badgeEnded'> = {
  live: 'badgeLive',
  upcoming: 'badgeUpcoming',
  replay: 'badgeReplay',
  ended: 'badgeEnded',
};
const DATE_FORMAT = 'yyyy/LL/dd HH:mm';

export interface LobbyCardProps {
  row: LobbyRow;
  slug: string;
  /** The store's IANA time zone: times are shown in it. */
  timeZone: string;
  /** The room's absolute URL (the calendar event's description, as the room's share URL). */
  roomUrl: string;
  /** The first card is the page's largest paint. */
  priority: boolean;
}

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3z" />
    </svg>
  );
}

/** One post of the lobby: a link to its room; an upcoming live adds its countdown and add-to-calendar (client). */
export async function LobbyCard({ row, slug, timeZone, roomUrl, priority }: LobbyCardProps) {
  const [t, promo] = await Promise.all([getTranslations('lobby'), getTranslations('livePromo')]);
  const when = row.kind === 'upcoming' ? row.upcoming_at : (row.started_at ?? row.upcoming_at);
  const date = when ? formatDate(when, timeZone, DATE_FORMAT) : '';
  const event = row.kind === 'upcoming' ? calendarEventOf({ title: row.title, share_url: roomUrl, upcoming_at: row.upcoming_at }) : null;
  return (
    <article className={styles.card} data-testid="lobby-item" data-post-id={row.id} data-kind={row.kind}>
      <Link className={styles.link} href={appPath(slug, 'live', row.id)}>
        <div className={styles.cover}>
          <Image type="channel" src={row.image_url} size={480} width={480} height={270} priority={priority} loading={priority ? 'eager' : 'lazy'} alt="" />
          <div className={styles.badges}>
            <span className={`${styles.badge} ${row.kind === 'live' ? styles.badgeLive : ''}`}>{t(BADGE_KEYS[row.kind])}</span>
            {row.is_private ? (
              <span className={styles.badge} data-testid="lobby-private">
                <LockIcon />
                {t('private')}
              </span>
            ) : null}
          </div>
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{row.title}</h3>
          {date ? <p className={styles.meta}>{t(row.kind === 'upcoming' ? 'startsAt' : 'startedAt', { date })}</p> : null}
          {row.kind === 'ended' ? <p className={styles.unavailable}>{t('replayUnavailable')}</p> : null}
        </div>
      </Link>
      {event ? (
        <div className={styles.tools}>
          <Countdown
            start={event.start}
            startsAt={startsAtText(promo.raw('startsAt') as string, event.start, timeZone)}
            templates={{ days: promo.raw('countdownDays') as string, hours: promo.raw('countdownHours') as string, minutes: promo.raw('countdownMinutes') as string, started: promo.raw('countdownStarted') as string }}
          />
          <AddToCalendar event={event} icsHref={appPath(slug, 'live', row.id, 'calendar')} labels={{ addToCalendar: promo('addToCalendar'), downloadIcs: promo('downloadIcs'), googleCalendar: promo('googleCalendar') }} />
        </div>
      ) : null}
    </article>
  );
}
