/** The immersive room's and the mini-player's strings: raw `liveLayout` messages. */
export const LAYOUT_TEXT_KEYS = ['info', 'allComments', 'productsButton', 'close', 'closeRoom', 'minimize', 'viewProduct', 'addToCart', 'miniPlayer', 'backToRoom', 'stop', 'pip', 'selling', 'store'] as const;

export type LayoutText = Record<(typeof LAYOUT_TEXT_KEYS)[number], string>;
