'use client';

import type { PinnedMessage } from '@/lib/schemas';
import { MessageText } from './MessageText';
import { RoomIcon } from './RoomIcon';
import styles from './panels.module.css';

/**
 * The post's pinned messages (live-room §3: those without unpinned_at), above the chat; the room
 * state keeps them current through pin.message.changed.
 */
export default function PinnedMessages({ pins, label, iconLabel }: { pins: readonly PinnedMessage[]; label: string; iconLabel: string }) {
  return (
    <section className={styles.pins} aria-label={label} data-testid="pinned-messages">
      <ul className={styles.pinList}>
        {pins.map((pin) => (
          <li key={pin.id} className={styles.pin} data-pin-id={pin.id}>
            <RoomIcon name="pin" label={iconLabel} /> <MessageText message={pin.message} />
          </li>
        ))}
      </ul>
    </section>
  );
}
