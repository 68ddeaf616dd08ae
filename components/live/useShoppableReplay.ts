'use client';

import { useMemo } from 'react';
import { clipAt, clipByProduct, replayableClips } from '@/lib/live/replay-nav';
import type { Archive } from '@/lib/schemas';
import type { ProductReplay } from './ProductList';
import type { ReplayText } from './replay-text';

/**
 * A replay with clips is shoppable (issue 14): each product shows the clip promoting it, "watch"
 * seeks there, and the products of the clip at the playhead are marked. Null without clips.
 */
export function useShoppableReplay(
  post: { archive: Archive | null; replayable_clip_ids?: readonly (string | number)[] | null },
  isReplay: boolean,
  position: number,
  onSeek: (seconds: number) => void,
  text: ReplayText,
): ProductReplay | null {
  const { archive, replayable_clip_ids: replayable } = post;
  const clips = useMemo(() => (isReplay ? replayableClips(archive, replayable) : []), [isReplay, archive, replayable]);
  const clipOf = useMemo(() => clipByProduct(clips), [clips]);
  const labels = useMemo(() => ({ promotedIn: text.promotedIn, watch: text.watch, playingNow: text.playingNow }), [text]);
  // The set changes only when the playhead enters another clip, not on every time update.
  const playing = clipAt(clips, position);
  const playingIds = useMemo(() => new Set(playing?.promoting_product_ids ?? []), [playing]);
  return useMemo(() => (clips.length > 0 ? { clipOf, playingIds, onWatch: onSeek, labels } : null), [clips.length, clipOf, playingIds, onSeek, labels]);
}
