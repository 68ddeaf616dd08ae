import type { RoomFlags } from './room-flags';

/**
 * The room's reading of the store flags that carry a word rather than a switch
 * (lib/live/room-flags): the tutorial hint and the purchase-button word.
 */

/** tutorial_hint_type: 'comment' for the chat hint, 'none'/'off' for none, anything else the shopping hint. */
export function hintOf(flags: Pick<RoomFlags, 'tutorialHintType'>): 'shopping' | 'comment' | null {
  const type = flags.tutorialHintType.trim().toLowerCase();
  if (type === 'none' || type === 'off' || type === '') return null;
  return type === 'comment' ? 'comment' : 'shopping';
}

/** purchase_button_word: the store's own word, or null for the translated default ('purchase'). */
export function purchaseWordOf(flags: Pick<RoomFlags, 'purchaseButtonWord'>): string | null {
  const word = flags.purchaseButtonWord.trim();
  return word && word !== 'purchase' ? word : null;
}
