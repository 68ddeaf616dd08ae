import type { StreamInfo } from '@/lib/schemas';
import type { ConnectRealtimeOptions, RealtimeConnection, RealtimeStatus } from '@/lib/live/realtime/types';
import { isBeforeSnapshot, type ReplayFrom } from '@/lib/live/realtime/replay';
import { parseRoomEvent, type RoomEvent } from './events';
import { effectsOf, effectsOfConnection, type EffectContext, type RoomEffect } from './effects';
import type { RoomAction } from './reducer';

/**
 * The glue between the realtime connection and the room: every message is parsed, dispatched to
 * the reducer and turned into effects; statuses are dispatched too, and a reconnect asks for the
 * refetches. The room component owns the reducer and the effect runner; this owns nothing else.
 */

export interface RoomSessionOptions {
  streamInfo: Pick<StreamInfo, 'realtime_service_provider'>;
  /** The viewer's realtime id (stream-info's uuid, pubnub's userId). */
  realtimeId: string;
  /** Renews an ably room's subscribe-only token (a same-origin route). */
  authUrl?: string;
  dispatch: (action: RoomAction) => void;
  runEffects: (effects: RoomEffect[]) => void;
  /** Read at each message: the viewer may sign in while the room is open. */
  effectContext: () => EffectContext;
  /** Messages that do not parse (reported by the caller, no message to the viewer). */
  onInvalid?: (channel: string, reason: string, raw: unknown) => void;
  now?: () => number;
  /**
   * Holds an event until its frame is on screen (lib/live/playback/event-timing): `apply` runs now or
   * later, in order. Without it every event applies at once.
   */
  hold?: (eventType: string, publishedMs: number | null, apply: () => void) => void;
  /**
   * The entry's snapshot (lib/live/realtime/replay): the subscription replays from it, and what it
   * replays from before it is dropped, comments aside (merged by id).
   */
  replayFrom?: ReplayFrom;
  /** connectRealtime in the page; a fake in tests. */
  connect: (options: ConnectRealtimeOptions) => Promise<RealtimeConnection>;
}

export function handleRoomMessage(
  options: Pick<RoomSessionOptions, 'dispatch' | 'runEffects' | 'effectContext' | 'onInvalid' | 'now' | 'hold' | 'replayFrom'>,
  channel: string,
  name: string,
  data: unknown,
  publishedMs: number | null = null,
): RoomEvent | null {
  const parsed = parseRoomEvent(channel, { name, data });
  if (!parsed.event) {
    options.onInvalid?.(channel, parsed.reason, { name, data });
    return null;
  }
  const event = parsed.event;
  // Already in the snapshot: it must not act again (a reload, a kick) nor undo it (an older poll).
  if (options.replayFrom && isBeforeSnapshot(event.type, publishedMs, options.replayFrom.cursorMs)) return null;
  const apply = () => {
    options.dispatch({ type: 'realtime', event, now: (options.now ?? Date.now)() });
    const effects = effectsOf(event, options.effectContext());
    if (effects.length) options.runEffects(effects);
  };
  if (options.hold) options.hold(event.type, publishedMs, apply);
  else apply();
  return event;
}

export function handleRoomStatus(options: Pick<RoomSessionOptions, 'dispatch' | 'runEffects'>, status: RealtimeStatus): void {
  options.dispatch({ type: 'connection', status });
  const effects = effectsOfConnection(status);
  if (effects.length) options.runEffects(effects);
}

/** Connects to the provider and channels the stream info names. */
export function connectRoom(options: RoomSessionOptions): Promise<RealtimeConnection> {
  const provider = options.streamInfo.realtime_service_provider;
  return options.connect({
    provider: provider.type,
    channels: provider.channel_list,
    subscribeKey: provider.subscribe_key,
    userId: options.realtimeId,
    ...(options.authUrl ? { authUrl: options.authUrl } : {}),
    ...(options.replayFrom ? { replayFrom: options.replayFrom } : {}),
    onMessage: (channel, name, data, publishedMs) => handleRoomMessage(options, channel, name, data, publishedMs ?? null),
    onStatus: (status) => handleRoomStatus(options, status),
    onInvalid: (channel, raw) => options.onInvalid?.(channel, 'not a { name, data } message', raw),
    // The service could not replay back to the snapshot: the resync of a long cut (issue 29) reads it all again.
    onGap: () => options.runEffects(effectsOfConnection('reconnected')),
  });
}

/** A fresh realtime id for this page (stream-info's uuid). */
export function newRealtimeId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `kirari-${random()}`;
}
