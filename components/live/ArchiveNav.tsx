'use client';

import { memo } from 'react';
import { Image } from '@/components/ui/Image';
import { formatDuration } from '@/lib/format/duration';
import { fillTemplate } from '@/lib/market/add-notice';
import { chapterIndexAt, clipCovers, replayableClips, sortedChapters } from '@/lib/live/replay-nav';
import type { Archive } from '@/lib/schemas';
import styles from './room.module.css';

export interface ArchiveLabels {
  chapters: string;
  clips: string;
  /** With {time}. */
  seekTo: string;
  clipProducts: string;
}

export interface ArchiveNavProps {
  archive: Archive | null;
  /** Clips the replay can play (post.replayable_clip_ids); absent means all. */
  replayableClipIds?: readonly (string | number)[] | null;
  /** Names of the post's products by id, for a clip's promoting products. */
  productNames: ReadonlyMap<number, string>;
  /** Current playback position (s), to mark the chapter or clip playing. */
  position: number;
  labels: ArchiveLabels;
  onSeek: (seconds: number) => void;
}

/** Replay archives (live-room §3): chapter labels that seek, or clips with their products. */
export const ArchiveNav = memo(function ArchiveNav({ archive, replayableClipIds, productNames, position, labels, onSeek }: ArchiveNavProps) {
  if (!archive || archive.type === 'raw') return null;
  if (archive.type === 'chapters') {
    const labelsSorted = sortedChapters(archive.labels);
    const current = chapterIndexAt(labelsSorted, position);
    return (
      <nav className={styles.archive} aria-label={labels.chapters}>
        <h3>{labels.chapters}</h3>
        <ol className={styles.chapterList}>
          {labelsSorted.map((label, index) => (
            <li key={`${label.started_time}-${label.name}`}>
              <button
                type="button"
                className={styles.chapter}
                aria-current={index === current ? 'true' : undefined}
                aria-label={`${label.name} — ${fillTemplate(labels.seekTo, { time: formatDuration(label.started_time) })}`}
                onClick={() => onSeek(label.started_time)}
              >
                <span>{formatDuration(label.started_time)}</span>
                <span>{label.name}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
    );
  }
  const clips = replayableClips(archive, replayableClipIds);
  if (clips.length === 0) return null;
  return (
    <nav className={styles.archive} aria-label={labels.clips}>
      <h3>{labels.clips}</h3>
      <ul className={styles.clipList}>
        {clips.map((clip) => {
          const playing = clipCovers(clip, position);
          const products = clip.promoting_product_ids.map((id) => productNames.get(id)).filter((name): name is string => Boolean(name));
          return (
            <li key={String(clip.id)}>
              <button type="button" className={styles.clip} aria-current={playing ? 'true' : undefined} data-testid={`archive-clip-${String(clip.id)}`} onClick={() => onSeek(clip.started_time)}>
                <Image src={clip.snapshot_url} size={168} width={168} height={95} alt="" />
                <strong>{clip.title}</strong>
                <span className={styles.clipMeta}>
                  {formatDuration(clip.started_time)} – {formatDuration(clip.ended_time)}
                </span>
                {products.length ? (
                  <span className={styles.clipMeta}>
                    {labels.clipProducts}: {products.join('、')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
