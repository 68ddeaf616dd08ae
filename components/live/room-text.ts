/**
 * The room's client strings: raw templates of the `live` messages, translated on the server and
 * handed over as one object (there is no next-intl client runtime); `{name}` placeholders are
 * filled in the browser with fillTemplate.
 */
export const ROOM_TEXT_KEYS = [
  'video',
  'replayVideo',
  'unmute',
  'mute',
  'playerFailed',
  'playerBuffering',
  'liveEdge',
  'liveAtEdge',
  'liveGoToEdge',
  'badgeLive',
  'badgeReplay',
  'badgeUpcoming',
  'badgeEnded',
  'badgeElsewhere',
  'stageWaiting',
  'stageUnpublished',
  'stageEnded',
  'viewersOnline',
  'viewersUnique',
  'reconnecting',
  'comments',
  'commentsEmpty',
  'commentsClosed',
  'commentsReplayAhead',
  'commentsReplayEmpty',
  'commentLabel',
  'commentPlaceholder',
  'send',
  'commentThrottled',
  'commentFailed',
  'cartComment',
  'cartItem',
  'iconCart',
  'iconPinned',
  'bannerWelcome',
  'bannerShared',
  'bannerCart',
  'someone',
  'products',
  'productsEmpty',
  'nowSelling',
  'keyword',
  'skuKeyword',
  'stock',
  'skuSoldOut',
  'option',
  'quantity',
  'purchase',
  'adding',
  'added',
  'partialAdded',
  'addFailed',
  'react',
  'reactHeart',
  'reactCustom',
  'reactHalloween',
  'reactXmas',
  'reactSakura',
  'drawProcessing',
  'drawEnded',
  'drawPublished',
  'drawNoWinners',
  'chapters',
  'clips',
  'seekTo',
  'clipProducts',
  'hintShopping',
  'hintComment',
  'poweredBy',
] as const;

export type RoomTextKey = (typeof ROOM_TEXT_KEYS)[number];
export type RoomText = Record<RoomTextKey, string> & {
  /** Salable statuses other than on sale (common messages). */
  soldOut: string;
  beforeSell: string;
  endSell: string;
  /** The general live-web error message (commerce §8). */
  general: string;
};
