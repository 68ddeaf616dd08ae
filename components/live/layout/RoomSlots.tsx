'use client';

import type { SafeHref } from '@/lib/url/safe-href';
import type { ReactNode } from 'react';
import { Image } from '@/components/ui/Image';
import { IntentLink } from '@/components/ui/IntentLink';
import { formatPriceRange } from '@/lib/format/currency';
import type { PostProduct } from '@/lib/schemas';
import type { LayoutText } from './layout-text';
import { setMiniSession } from '../mini/mini-session';
import styles from './room-layout.module.css';

/** Top of the immersive room: the store, the live's title (the page's h1), badges, info and close. */
export function RoomTopBar(props: {
  store: { name: string; avatarUrl: string | null; href: SafeHref };
  heading: ReactNode;
  badges: ReactNode;
  text: LayoutText;
  onInfo: () => void;
  onMinimize: (() => void) | null;
}) {
  const { store, text } = props;
  return (
    <div className={styles.topBar} data-slot="topBar">
      <IntentLink className={styles.storeLink} href={store.href} aria-label={`${text.store}: ${store.name}`}>
        {store.avatarUrl ? <Image src={store.avatarUrl} alt="" width={36} height={36} size={72} className={styles.avatar} /> : <span className={styles.avatar} aria-hidden="true" />}
      </IntentLink>
      <div className={styles.titleBlock}>
        <span className={styles.storeName}>{store.name}</span>
        <div className={styles.heading}>{props.heading}</div>
        <div className={styles.badges}>{props.badges}</div>
      </div>
      <button type="button" className={styles.iconButton} onClick={props.onInfo} aria-haspopup="dialog" aria-label={text.info} data-testid="room-info-button">
        <Icon path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" />
      </button>
      {props.onMinimize ? (
        <button type="button" className={styles.iconButton} onClick={props.onMinimize} aria-label={text.minimize} data-testid="room-minimize">
          <Icon path="M5 11h14v2H5z" />
        </button>
      ) : null}
      <IntentLink className={styles.iconButton} href={store.href} aria-label={text.closeRoom} data-testid="room-close" onClick={() => setMiniSession(null)}>
        <Icon path="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
      </IntentLink>
    </div>
  );
}

/** A rail button: 48 px round, icon plus a short label under it. */
export function RailButton({ label, onClick, icon, badge, testId }: { label: string; onClick: () => void; icon: string; badge?: number | null; testId: string }) {
  return (
    <button type="button" className={styles.railButton} onClick={onClick} aria-haspopup="dialog" data-testid={testId}>
      <span className={styles.railIcon}>
        <Icon path={icon} />
        {badge ? <span className={styles.railBadge}>{badge}</span> : null}
      </span>
      <span className={styles.railLabel}>{label}</span>
    </button>
  );
}

export const ICONS = {
  bag: 'M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z',
  chat: 'M4 4h16v12H7l-3 3z',
};

/** The promoted product over the video, above the input: picture, name, price, add to cart. */
export function PromotedCard({ product, currency, text, soldOutLabel, onOpen }: { product: PostProduct; currency: string; text: LayoutText; soldOutLabel: string | null; onOpen: () => void }) {
  const price = formatPriceRange(product.min_price, product.max_price, currency);
  return (
    <div className={styles.promoted} data-slot="promoted" data-testid="promoted-card" data-product-id={product.id}>
      <Image type="product" src={product.images[0]?.url} size={56} alt="" className={styles.promotedImage} />
      <div className={styles.promotedBody}>
        <span className={styles.promotedTag}>{text.selling}</span>
        <p className={styles.promotedName}>{product.name}</p>
        {price ? <span className={styles.promotedPrice}>{price}</span> : null}
        {soldOutLabel ? <span className={styles.promotedStatus} data-testid="promoted-status">{soldOutLabel}</span> : null}
      </div>
      <button type="button" className={styles.promotedBuy} onClick={onOpen} aria-haspopup="dialog" data-testid="promoted-buy">
        {text.addToCart}
      </button>
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
