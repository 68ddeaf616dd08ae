'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import type { ReactNode } from 'react';
import type { RoomFlags } from '@/lib/live/room-flags';
import type { DrawState, RoomPost } from '@/lib/live/room/state';
import { ArchiveNav } from './ArchiveNav';
import { hintOf } from '@/lib/live/room-flag-values';
import type { RoomLabels } from './room-labels';
import type { RoomText } from './room-text';
import { DrawStatus } from './RoomOverlays';
import styles from './room.module.css';
import panelStyles from './panels.module.css';
import { appPath } from '@/lib/url/safe-href';

export interface RoomInfoProps {
  header: ReactNode;
  store: { slug: string; name: string };
  flags: Pick<RoomFlags, 'shopIcon' | 'cartShow' | 'tutorialHintType'>;
  cartLink: ReactNode;
  draw: DrawState;
  /** The replay's archive navigation; null on a live. */
  archive: { post: RoomPost; productNames: ReadonlyMap<number, string>; position: number; onSeek: (seconds: number) => void } | null;
  text: RoomText;
  labels: RoomLabels;
  /** The room's panels slot (poll, and the promotions and cart panels of other parts). */
  panels?: ReactNode;
  /** Share voucher, coupons, calendar and cart sheet, right under the store and cart links. */
  extras?: ReactNode;
  /** The immersive room shows the draw in its overlays slot, this info in a sheet. */
  hideDraw?: boolean;
}

/** Under the video: title and text, store and cart links, draw status, hint, archive, panels. */
export function RoomInfo({ header, store, flags, cartLink, draw, archive, text, labels, panels, extras, hideDraw }: RoomInfoProps) {
  const hint = hintOf(flags);
  return (
    <div className={styles.info}>
      {header}
      <div className={styles.tools}>
        {flags.shopIcon ? (
          <IntentLink className={styles.toolLink} href={appPath(store.slug, 'market')}>
            {store.name}
          </IntentLink>
        ) : null}
        {flags.cartShow ? cartLink : null}
      </div>
      {extras}
      {hideDraw ? null : <DrawStatus draw={draw} labels={labels.draw} />}
      {hint ? (
        <p className={styles.hint} data-testid="hint">
          {hint === 'comment' ? text.hintComment : text.hintShopping}
        </p>
      ) : null}
      {archive ? (
        <ArchiveNav
          archive={archive.post.archive}
          replayableClipIds={archive.post.replayable_clip_ids}
          productNames={archive.productNames}
          position={archive.position}
          labels={labels.archive}
          onSeek={archive.onSeek}
        />
      ) : null}
      <div className={panelStyles.panels} data-testid="room-panels">
        {panels}
      </div>
    </div>
  );
}
