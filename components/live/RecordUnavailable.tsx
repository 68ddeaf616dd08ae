import type { RoomMode } from '@/lib/live/room-mode';
import type { SafeHref } from '@/lib/url/safe-href';
import type { ReplayText } from './replay-text';
import styles from './room.module.css';

/** The recording page of a post without a recording to watch now: why, and the way to its room. */
export function RecordUnavailable({ mode, text, roomHref }: { mode: Exclude<RoomMode, 'replay'>; text: ReplayText; roomHref: SafeHref }) {
  const message = mode === 'live' ? text.unavailableLive : mode === 'upcoming' ? text.unavailableUpcoming : text.unavailableEnded;
  return (
    <div className={styles.gate} data-testid="record-unavailable">
      <p role="status">{message}</p>
      <p>
        <a className="button" href={roomHref}>
          {text.goToRoom}
        </a>
      </p>
    </div>
  );
}
