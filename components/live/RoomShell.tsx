import type { ReactNode } from 'react';
import { Image } from '@/components/ui/Image';
import styles from './room.module.css';

interface RoomShellProps {
  /** The cover the player will show first: painted (and preloaded at high priority) in the first flush. */
  poster: string | null;
  posterAlt: string;
  /** The server-rendered title and description. */
  header: ReactNode;
  /** The stage badge for the room's mode when the page was made (LIVE, upcoming, replay, ended). */
  badge: { text: string; live: boolean };
  loading: string;
}

/**
 * The room as the first HTML flush draws it, while the room's data streams in behind it: the stage
 * with its cover (the page's largest paint, so it never waits for a streamed reveal) and the title,
 * in the same boxes the room then fills, so nothing shifts.
 */
export function RoomShell({ poster, posterAlt, header, badge, loading }: RoomShellProps) {
  return (
    <div className={`${styles.room} ${styles.shell}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {loading}
      </p>
      <div className={styles.stageArea}>
        <div className={`${styles.player} ${poster ? '' : styles.skeleton}`}>
          {poster ? <Image src={poster} alt={posterAlt} width={720} height={405} size={720} priority className={styles.poster} /> : null}
        </div>
        <div className={styles.topBar}>
          <span className={`${styles.badge} ${badge.live ? styles.badgeLive : ''}`} data-testid="room-badge">
            {badge.text}
          </span>
        </div>
      </div>
      <div className={styles.info}>{header}</div>
      <div className={styles.chat}>
        <div className={`${styles.comments} ${styles.skeleton}`} />
      </div>
    </div>
  );
}
