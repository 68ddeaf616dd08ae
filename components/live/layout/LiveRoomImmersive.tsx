'use client';

import type { SafeHref } from '@/lib/url/safe-href';
import { useMemo, type ReactNode } from 'react';
import { fillTemplate } from '@/lib/market/add-notice';
import { promotedOf } from '@/lib/live/layout/mini-player';
import { formatNumber } from '@/lib/format/number';
import type { PostProduct } from '@/lib/schemas';
import { CommentComposer } from '../CommentComposer';
import { CommentList } from '../CommentList';
import PinnedMessages from '../PinnedMessages';
import { ProductList, type ProductListProps } from '../ProductList';
import { ReactionBar } from '../Reactions';
import type { RoomChatProps } from '../RoomChat';
import type { RoomStageProps } from '../RoomStage';
import { RoomStage } from '../RoomStage';
import { ImmersiveRoom } from './ImmersiveRoom';
import type { LayoutText } from './layout-text';

export interface LiveRoomImmersiveProps {
  stage: RoomStageProps;
  chat: RoomChatProps;
  /** The product list's props; null when the store hides it. */
  list: ProductListProps | null;
  store: { name: string; avatarUrl: string | null; href: SafeHref };
  heading: ReactNode;
  /** Poll, coupons, calendar, draw. */
  overlays: ReactNode;
  /** Share and cart (RoomExtras' rail part). */
  rail: ReactNode;
  /** Title, description, store and cart links, hint, chapters and clips. */
  info: ReactNode;
  text: LayoutText;
  onMinimize: (() => void) | null;
}

/** The live room's parts, placed as the immersive room's slots. */
export function LiveRoomImmersive({ stage, chat, list, store, heading, overlays, rail, info, text, onMinimize }: LiveRoomImmersiveProps) {
  const { text: roomText, panelText, labels } = chat;
  const announce = useMemo(() => ({ one: panelText.chatAnnounceOne, many: panelText.chatAnnounceMany, someone: roomText.someone }), [panelText, roomText]);
  const hearts = chat.summary.like === null ? null : (formatNumber(chat.summary.like, 0) ?? null);
  const products = list?.products ?? [];
  const promoted = promotedOf(products, list?.sellingId ?? null);
  const statusOf = (product: PostProduct) => (product.salable_status === 'on_sell' ? null : (list?.labels.status[product.salable_status] ?? null));
  const log = (announced: boolean) =>
    chat.shown ? (
      <CommentList comments={chat.comments} labels={labels.comments} officialColor={chat.officialColor} selfId={chat.selfId} announce={announced ? announce : undefined} />
    ) : (
      <p>{roomText.commentsClosed}</p>
    );

  return (
    <ImmersiveRoom
      stage={(onAspect) => <RoomStage {...stage} onAspect={onAspect} />}
      store={store}
      heading={heading}
      overlays={overlays}
      rail={
        <>
          {rail}
          <ReactionBar
            buttons={chat.reactionButtons}
            label={roomText.react}
            onReact={chat.onReact}
            totals={hearts !== null ? { heart: { shown: hearts, label: fillTemplate(panelText.heartTotal, { count: hearts }) } } : undefined}
          />
        </>
      }
      comments={
        <>
          {chat.pins.length > 0 ? <PinnedMessages pins={chat.pins} label={panelText.pinned} iconLabel={roomText.iconPinned} /> : null}
          {log(true)}
        </>
      }
      input={
        chat.composer ? <CommentComposer labels={labels.composer} {...chat.composer} /> : null
      }
      products={products}
      promoted={promoted}
      currency={list?.currency ?? ''}
      statusOf={statusOf}
      productList={(only) => (list ? <ProductList {...list} products={only === null ? list.products : list.products.filter((p) => p.id === only)} /> : null)}
      chatHistory={log(false)}
      info={info}
      onMinimize={onMinimize}
      text={text}
      productsTitle={labels.products.products}
      commentsTitle={roomText.comments}
    />
  );
}
