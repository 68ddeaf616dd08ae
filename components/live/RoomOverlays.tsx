'use client';

import { fillTemplate } from '@/lib/market/add-notice';
import type { Banner, DrawState, RoomStage } from '@/lib/live/room/state';
import styles from './room.module.css';

export interface BannerLabels {
  /** Each with {name}; cart also {items}. */
  welcome: string;
  shared: string;
  cart: string;
  /** With {product}, {sku}, {quantity}. */
  cartItem: string;
  someone: string;
}

/**
 * The banner queue's head (live-room §4: one at a time, a 3 s slide-out, then removed). The
 * animation restarts per banner (keyed); removal is the queue's timer, not animationend, so it
 * also happens with reduced motion or in a background tab.
 */
export function BannerView({ banner, labels }: { banner: Banner | null; labels: BannerLabels }) {
  return (
    <div className={styles.banners} role="status" aria-live="polite" data-testid="banner">
      {banner ? (
        <p key={banner.id} className={`${styles.banner} ${banner.kind === 'cart' ? styles.bannerCart : ''}`} data-kind={banner.kind}>
          {bannerText(banner, labels)}
        </p>
      ) : null}
    </div>
  );
}

export function bannerText(banner: Banner, labels: BannerLabels): string {
  const name = banner.name.trim() || labels.someone;
  if (banner.kind === 'welcome') return fillTemplate(labels.welcome, { name });
  if (banner.kind === 'shared') return fillTemplate(labels.shared, { name });
  const items = banner.skus.map((sku) => fillTemplate(labels.cartItem, { product: sku.product_name, sku: sku.sku_name, quantity: sku.quantity })).join('、');
  return fillTemplate(labels.cart, { name, items });
}

export interface StageLabels {
  waiting: string;
  unpublished: string;
  ended: string;
  startsAt: string | null;
  kicked: string;
}

/** What covers the video when nothing plays: waiting, not public, ended, or kicked. */
export function StageOverlay({ stage, kicked, replay, labels }: { stage: RoomStage; kicked: boolean; replay: boolean; labels: StageLabels }) {
  let title: string | null = null;
  let detail: string | null = null;
  if (kicked) title = labels.kicked;
  else if (replay) return null;
  else if (stage === 'waiting') {
    title = labels.waiting;
    detail = labels.startsAt;
  } else if (stage === 'unpublished') title = labels.unpublished;
  else if (stage === 'end') title = labels.ended;
  if (!title) return null;
  return (
    <div className={styles.stage} data-testid="stage" data-stage={kicked ? 'kicked' : stage}>
      <p className={styles.stageTitle}>{title}</p>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}

export interface DrawLabels {
  processing: string;
  ended: string;
  /** With {winners}. */
  published: string;
  noWinners: string;
}

/** A draw in progress and its result (issue 7: draw.processing / ended / published). */
export function DrawStatus({ draw, labels }: { draw: DrawState; labels: DrawLabels }) {
  if (draw.status === 'idle') return null;
  let text: string;
  if (draw.status === 'processing') text = labels.processing;
  else if (draw.status === 'ended') text = labels.ended;
  else text = draw.winners.length ? fillTemplate(labels.published, { winners: draw.winners.map((w) => w.name).join('、') }) : labels.noWinners;
  return (
    <p className={styles.draw} role="status" data-testid="draw" data-status={draw.status}>
      {draw.title ? <strong>{draw.title}: </strong> : null}
      {text}
    </p>
  );
}
