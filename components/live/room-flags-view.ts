import { reactionButtons, type RoomFlags } from '@/lib/live/room-flags';
import type { ReactionButton } from './Reactions';
import type { RoomText } from './room-text';

/**
 * What the view needs from the store flags (lib/live/room-flags) beyond plain switches: labelled
 * reaction buttons, the tutorial hint and the purchase-button word. Each flag's effect on the room
 * has a component test with the flag on and off (tests/unit/components/live/room-flags.test.tsx).
 */

const LABEL = { heart: 'reactHeart', custom: 'reactCustom', halloween: 'reactHalloween', xmas: 'reactXmas', sakura: 'reactSakura' } as const;

export function reactionButtonsOf(flags: RoomFlags, text: Pick<RoomText, (typeof LABEL)[keyof typeof LABEL]>, replay: boolean): ReactionButton[] {
  return reactionButtons(flags, replay ? 'replay' : 'live').map((icon) => ({ icon, label: text[LABEL[icon]] }));
}

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
