import { useCallback, useEffect, useRef } from 'react';
import type { LiveRoomProps } from './room-props';
import type { RoomText } from './room-text';

/** A callback with a stable identity that always runs the latest render's function. */
export function useStable<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  return useCallback((...args: A) => latestRun.current(...args), []);
}

/** Every label object the room's parts take, built once per set of strings. */
export function roomLabels(text: RoomText, rules: LiveRoomProps['rules'], storeName: string, startsAt: string | null, purchaseWord: string | null) {
  return {
    player: { video: text.video, unmute: text.unmute, mute: text.mute, failed: text.playerFailed, buffering: text.playerBuffering, live: text.liveEdge, atEdge: text.liveAtEdge, goLive: text.liveGoToEdge },
    replayPlayer: { video: text.replayVideo, unmute: text.unmute, mute: text.mute, failed: text.playerFailed, buffering: text.playerBuffering },
    stage: { waiting: text.stageWaiting, unpublished: text.stageUnpublished, ended: text.stageEnded, startsAt, kicked: rules.kicked },
    banner: { welcome: text.bannerWelcome, shared: text.bannerShared, cart: text.bannerCart, cartItem: text.cartItem, someone: text.someone },
    draw: { processing: text.drawProcessing, ended: text.drawEnded, published: text.drawPublished, noWinners: text.drawNoWinners },
    archive: { chapters: text.chapters, clips: text.clips, seekTo: text.seekTo, clipProducts: text.clipProducts },
    products: {
      products: text.products,
      empty: text.productsEmpty,
      nowSelling: text.nowSelling,
      keyword: text.keyword,
      skuKeyword: text.skuKeyword,
      stock: text.stock,
      skuSoldOut: text.skuSoldOut,
      option: text.option,
      quantity: text.quantity,
      purchase: purchaseWord ?? text.purchase,
      adding: text.adding,
      status: { sold_out: text.soldOut, before_sell: text.beforeSell, end_sell: text.endSell },
    },
    comments: { comments: text.comments, empty: text.commentsEmpty, official: storeName, cartComment: text.cartComment, cartIcon: text.iconCart, cartItem: text.cartItem },
    composer: { label: text.commentLabel, placeholder: text.commentPlaceholder, send: text.send },
  };
}

export type RoomLabels = ReturnType<typeof roomLabels>;
