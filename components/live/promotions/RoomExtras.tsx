'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { CalendarPost } from '@/lib/live/calendar';
import type { DistributedCoupon } from '@/lib/live/room/events';
import type { RoomPromoActions, ShareSource, VoucherCheck } from './promo-actions';
import type { PromoText } from './promo-text';
import styles from './promo.module.css';
import type { SafeHref } from '@/lib/url/safe-href';

// Each panel is its own chunk, fetched after hydration: the room's First Load JS stays as it was.
const SharePanel = dynamic(() => import('./SharePanel'), { ssr: false });
const CouponPanel = dynamic(() => import('./CouponPanel'), { ssr: false });
const CalendarPanel = dynamic(() => import('@/components/live/calendar/CalendarPanel'), { ssr: false });
const RoomCartSheet = dynamic(() => import('@/components/live/cart/RoomCartSheet'), { ssr: false });

/** What the page (server) hands the room for these panels. */
export interface RoomExtrasSetup {
  store: string;
  currency: string;
  /** The store's IANA time zone (countdown and start time). */
  timeZone: string;
  /** Enterprise stores keep their cart button (live-room §6): no cart sheet. */
  enterprise: boolean;
  /** The store's `coupon` flag (commerce §6). */
  couponEnabled: boolean;
  /** The .ics route of this post. */
  icsHref: SafeHref;
  /** The channel the viewer came from (hu_source); liveweb by default. */
  source?: ShareSource;
  actions: RoomPromoActions;
  text: PromoText;
}

/** What the room passes from its state. */
export interface RoomExtrasProps extends RoomExtrasSetup {
  post: CalendarPost & { id: number };
  upcoming: boolean;
  coupons: readonly DistributedCoupon[];
  pnId: string;
  isMember: boolean;
  loginCheck: () => unknown;
  /** A ghost's voucher check, answered with the room's entry (SharePanel asks no more). */
  voucherCheck: VoucherCheck | null;
  /** The immersive room splits them: share and cart go in the rail, calendar and coupons in the overlays slot. */
  part?: 'rail' | 'overlays';
}

/**
 * The room's share voucher, coupons, calendar and cart sheet (issue 12 items 1, 2, 6, 7): one mount
 * point in LiveRoom, each panel loaded lazily.
 */
export function RoomExtras(props: RoomExtrasProps) {
  const { text, post } = props;
  const [enteredAt] = useState(() => Date.now());
  const loginCheck = () => void props.loginCheck();
  useHeaderCartInNewTab(props.store, props.enterprise || props.part === 'overlays');

  const part = props.part;
  return (
    <div data-testid={part === 'rail' ? 'room-extras-rail' : 'room-extras'}>
      {props.upcoming && part !== 'rail' ? <CalendarPanel post={post} timeZone={props.timeZone} icsHref={props.icsHref} text={text} /> : null}
      {part !== 'overlays' ? <div className={styles.tools}>
        <SharePanel
          store={props.store}
          currency={props.currency}
          postId={post.id}
          title={post.upcoming_title || post.title}
          shareUrl={post.share_url ?? null}
          pnId={props.pnId}
          source={props.source ?? 'liveweb'}
          isMember={props.isMember}
          loginCheck={loginCheck}
          voucherCheck={props.voucherCheck}
          actions={props.actions}
          text={text}
        />
        {!props.enterprise ? <RoomCartSheet store={props.store} actions={props.actions} text={text} loginCheck={loginCheck} /> : null}
      </div> : null}
      {props.couponEnabled && part !== 'rail' ? (
        <div className={styles.couponSlot}>
          <CouponPanel store={props.store} currency={props.currency} live={props.coupons} enteredAt={enteredAt} actions={props.actions} text={text} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Commerce §6: in the room, the store header's cart link opens /{store}/shopping in a new tab for
 * non-enterprise stores. The header is rendered by the store layout, which does not know the page,
 * so the room marks the link when it mounts and restores it when it leaves.
 */
function useHeaderCartInNewTab(store: string, enterprise: boolean) {
  useEffect(() => {
    if (enterprise) return;
    const href = `/${encodeURIComponent(store)}/shopping`;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(`header a[href="${href}"]`));
    for (const link of links) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    return () => {
      for (const link of links) {
        link.removeAttribute('target');
        link.removeAttribute('rel');
      }
    };
  }, [store, enterprise]);
}
