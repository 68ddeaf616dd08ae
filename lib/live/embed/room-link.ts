import type { RoomAction } from '@/lib/live/room/reducer';
import type { RoomEffect } from '@/lib/live/room/effects';
import { createEmbedBridge, type BridgeOptions, type EmbedBridge } from './bridge';
import { actionMessages, createMessageIds, effectMessages, stateMessages, type EmbedView } from './outbound';

/**
 * The room's link to its host: the bridge plus what to tell of the room's actions, effects and
 * state. Its own chunk (components/live/embed loads it only in a frame), so a room watched on the
 * storefront itself carries none of the protocol.
 */
export interface RoomLink extends EmbedBridge {
  tellAction(action: RoomAction): void;
  tellEffects(effects: readonly RoomEffect[]): void;
  /** The room's state now: what changed since the last view is told. */
  tellView(view: EmbedView): void;
}

/** `nextId` defaults to a random per-page prefix, so two rooms on one host never share ids. */
export function createRoomLink(options: Omit<BridgeOptions, 'nextId'> & Partial<Pick<BridgeOptions, 'nextId'>>, realtimeId: string): RoomLink {
  const bridge = createEmbedBridge({ nextId: createMessageIds(`r${Math.random().toString(36).slice(2, 8)}`), ...options });
  let heard: EmbedView = options.view();
  bridge.start(realtimeId);
  for (const draft of stateMessages(null, heard)) bridge.post(draft);
  return {
    ...bridge,
    tellAction: (action) => actionMessages(action).forEach(bridge.post),
    tellEffects: (effects) => effectMessages(effects).forEach(bridge.post),
    tellView(view) {
      for (const draft of stateMessages(heard, view)) bridge.post(draft);
      heard = view;
    },
  };
}
