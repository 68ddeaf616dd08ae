import { reactionButtons, type RoomFlags } from '@/lib/live/room-flags';
import type { ReactionButton } from './Reactions';
import type { RoomText } from './room-text';

/**
 * The reaction buttons the view shows for the store flags (lib/live/room-flags), labelled. The
 * flags' words (tutorial hint, purchase-button word) are read in lib/live/room-flag-values. Each
 * flag's effect on the room has a component test with the flag on and off
 * (tests/unit/components/live/live-room.test.tsx, "store flags on and off").
 */

const LABEL = { heart: 'reactHeart', custom: 'reactCustom', halloween: 'reactHalloween', xmas: 'reactXmas', sakura: 'reactSakura' } as const;

export function reactionButtonsOf(flags: RoomFlags, text: Pick<RoomText, (typeof LABEL)[keyof typeof LABEL]>, replay: boolean): ReactionButton[] {
  return reactionButtons(flags, replay ? 'replay' : 'live').map((icon) => ({ icon, label: text[LABEL[icon]] }));
}
