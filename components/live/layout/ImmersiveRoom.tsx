'use client';

import type { SafeHref } from '@/lib/url/safe-href';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogAsSheet } from '@/components/ui/Dialog';
import type { PostProduct } from '@/lib/schemas';
import type { LayoutText } from './layout-text';
import { ICONS, PromotedCard, RailButton, RoomTopBar } from './RoomSlots';
import { useImmersiveMeasures } from './useRoomLayout';
import styles from './room-layout.module.css';

type Sheet = { kind: 'products' } | { kind: 'product'; id: number } | { kind: 'chat' } | { kind: 'info' } | null;

export interface ImmersiveRoomProps {
  /** The video and what sits on it (RoomStage), told the picture's aspect. */
  stage: (onAspect: (aspect: number | null) => void) => ReactNode;
  store: { name: string; avatarUrl: string | null; href: SafeHref };
  /** The live's title (h1) as the server rendered it. */
  heading: ReactNode;
  /** Poll, coupon cards, draw: stacked in the overlays slot. */
  overlays: ReactNode;
  /** Share, cart sheet, reactions and the like: the rail under the products button. */
  rail: ReactNode;
  /** Pins and the last comments. */
  comments: ReactNode;
  input: ReactNode;
  products: readonly PostProduct[];
  promoted: PostProduct | null;
  currency: string;
  /** A product's status line when it cannot be bought (sold out, not on sale), else null. */
  statusOf: (product: PostProduct) => string | null;
  /** The product list, all of it or one product (its detail: SKU, quantity, add to cart). */
  productList: (only: number | null) => ReactNode;
  chatHistory: ReactNode;
  info: ReactNode;
  /** Leaves the room view for the store, the live keeping on in the mini-player. */
  onMinimize: (() => void) | null;
  text: LayoutText;
  productsTitle: string;
  commentsTitle: string;
}

/**
 * The room on a phone (issue 26 part 1): the video fills the screen and everything else is a slot
 * over it, placed by the rule of lib/live/layout/placement (drawn by room-layout.module.css).
 * Sheets slide up between the overlays and the input; the video never moves or stops.
 */
export function ImmersiveRoom(props: ImmersiveRoomProps) {
  const { text } = props;
  const root = useRef<HTMLDivElement>(null);
  const overlays = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const { fit, onAspect } = useImmersiveMeasures(root, overlays, input, bottom);
  const [sheet, setSheet] = useState<Sheet>(null);
  // The page behind the room never scrolls while the room fills the screen.
  useEffect(() => {
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = overflow;
    };
  }, []);
  const close = () => setSheet(null);
  const promoted = props.promoted;

  return (
    <DialogAsSheet.Provider value>
      <div ref={root} className={styles.immersive} data-room-layout="immersive" data-fit={fit} data-testid="room-immersive">
        <div className={styles.stage} data-slot="video">
          {props.stage(onAspect)}
        </div>
        <div className={styles.layer}>
          <RoomTopBar store={props.store} heading={props.heading} badges={null} text={text} onInfo={() => setSheet({ kind: 'info' })} onMinimize={props.onMinimize} />
          <div ref={overlays} className={styles.overlays} data-slot="overlays">
            {props.overlays}
          </div>
          <div className={styles.rail} data-slot="rail" data-testid="room-rail">
            <RailButton label={text.productsButton} icon={ICONS.bag} badge={props.products.length || null} onClick={() => setSheet({ kind: 'products' })} testId="rail-products" />
            <RailButton label={text.allComments} icon={ICONS.chat} onClick={() => setSheet({ kind: 'chat' })} testId="rail-chat" />
            {props.rail}
          </div>
          <div className={styles.comments} data-slot="comments" aria-hidden={sheet?.kind === 'chat' || undefined}>
            {props.comments}
          </div>
          <div ref={bottom} className={styles.bottom}>
            {promoted ? <PromotedCard product={promoted} currency={props.currency} text={text} soldOutLabel={props.statusOf(promoted)} onOpen={() => setSheet({ kind: 'product', id: promoted.id })} /> : null}
            <div ref={input} className={styles.input} data-slot="input">
              {props.input}
            </div>
          </div>
        </div>
        <Dialog open={sheet?.kind === 'products'} onClose={close} title={props.productsTitle} closeLabel={text.close}>
          <div data-testid="sheet-products">{sheet?.kind === 'products' ? props.productList(null) : null}</div>
        </Dialog>
        <Dialog open={sheet?.kind === 'product'} onClose={close} title={props.products.find((p) => sheet?.kind === 'product' && p.id === sheet.id)?.name ?? props.productsTitle} closeLabel={text.close}>
          <div data-testid="sheet-product">{sheet?.kind === 'product' ? props.productList(sheet.id) : null}</div>
        </Dialog>
        <Dialog open={sheet?.kind === 'chat'} onClose={close} title={props.commentsTitle} closeLabel={text.close}>
          <div data-testid="sheet-chat">{sheet?.kind === 'chat' ? props.chatHistory : null}</div>
        </Dialog>
        <Dialog open={sheet?.kind === 'info'} onClose={close} title={text.info} closeLabel={text.close}>
          <div data-testid="sheet-info">{props.info}</div>
        </Dialog>
      </div>
    </DialogAsSheet.Provider>
  );
}
