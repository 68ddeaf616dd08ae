import { describe, expect, it, jest } from '@jest/globals';
import type { ConnectRealtimeOptions, RealtimeConnection } from '@/lib/live/realtime';
import { connectRoom, newRealtimeId, type EffectContext, type RoomAction, type RoomEffect } from '@/lib/live/room';
import { handleRoomMessage } from '@/lib/live/room/session';
import { createEventHold, type PictureClock } from '@/lib/live/playback/event-timing';
import { comment } from './room-fixtures';

const context: EffectContext = { viewer: { type: 'user', id: 1001, fingerprint: 't', realtimeId: 'pn' }, mode: 'live', random: () => 0 };

async function session() {
  const actions: RoomAction[] = [];
  const effects: RoomEffect[][] = [];
  const invalid: string[] = [];
  let options: ConnectRealtimeOptions | null = null;
  const close = jest.fn();
  const connection = await connectRoom({
    streamInfo: { realtime_service_provider: { type: 'ably', channel_list: ['comment|1', 'notification|1'], subscribe_key: 'k:s' } },
    realtimeId: 'pn-1',
    dispatch: (action) => actions.push(action),
    runEffects: (list) => effects.push(list),
    effectContext: () => context,
    onInvalid: (_channel, reason) => invalid.push(reason),
    now: () => 42,
    connect: async (o): Promise<RealtimeConnection> => {
      options = o;
      return { close };
    },
  });
  if (!options) throw new Error('not connected');
  return { actions, effects, invalid, options: options as ConnectRealtimeOptions, connection, close };
}

describe('connectRoom', () => {
  it('connects to the provider, channels and key of the stream info under the realtime id', async () => {
    const { options } = await session();
    expect(options).toMatchObject({ provider: 'ably', channels: ['comment|1', 'notification|1'], subscribeKey: 'k:s', userId: 'pn-1' });
  });

  it('dispatches parsed events with the clock and runs their effects', async () => {
    const { options, actions, effects } = await session();
    options.onMessage('notification|1', 'live.started', {});
    expect(actions).toEqual([{ type: 'realtime', event: { type: 'live.started' }, now: 42 }]);
    expect(effects).toEqual([[{ type: 'reload', delayMs: 1_000, reason: 'live.started' }]]);
    options.onMessage('notification|1', 'summary.like', { count: 3 });
    expect(effects).toHaveLength(1);
  });

  it('reports messages that do not parse, without dispatching', async () => {
    const { options, actions, invalid } = await session();
    options.onMessage('notification|1', 'nope', {});
    options.onInvalid?.('comment|1', 'garbage');
    expect(actions).toEqual([]);
    expect(invalid).toEqual(['unknown event nope', 'not a { name, data } message']);
  });

  it('dispatches statuses and refetches after a reconnect', async () => {
    const { options, actions, effects } = await session();
    options.onStatus?.('connected');
    options.onStatus?.('reconnected');
    expect(actions.map((a) => a.type === 'connection' && a.status)).toEqual(['connected', 'reconnected']);
    expect(effects).toEqual([
      [
        { type: 'refetch', what: 'post' },
        { type: 'refetch', what: 'products' },
        { type: 'refetch', what: 'comments' },
      ],
    ]);
  });

  it('makes realtime ids', () => {
    expect(newRealtimeId(() => 'abc')).toBe('kirari-abc');
    expect(newRealtimeId()).toMatch(/^kirari-[0-9a-f-]{36}$/);
  });
});

/**
 * handleRoomMessage's options with ADR 0013's picture hold in front of the reducer: what it
 * dispatched, the picture the hold reads (10 s at first, playing), and the release of what is due.
 */
function heldRoom(extra: Partial<Parameters<typeof handleRoomMessage>[0]>) {
  const actions: RoomAction[] = [];
  let picture: PictureClock = { frameMs: 10_000, playing: true };
  const held = createEventHold<() => void>({ now: () => 0, picture: () => picture });
  const options = {
    dispatch: (action: RoomAction) => actions.push(action),
    runEffects: () => undefined,
    effectContext: () => context,
    hold: (type: string, publishedMs: number | null, apply: () => void) => held.offer(type, publishedMs, apply).forEach((run) => run()),
    ...extra,
  };
  const showFrame = (frameMs: number) => {
    picture = { frameMs, playing: true };
    held.due().forEach((run) => run());
  };
  return { actions, options, showFrame };
}

describe('handleRoomMessage with the picture hold (issue 29)', () => {
  it('applies sku.sold at once and products.selling when its frame plays, with its publish time', () => {
    const { actions, options, showFrame } = heldRoom({ now: () => 7 });
    handleRoomMessage(options, 'notification|1', 'products.selling', { product_id: 5 }, 12_000);
    handleRoomMessage(options, 'notification|1', 'sku.sold', { sku_id: 9, product_id: 5 }, 12_100);
    expect(actions.map((a) => a.type === 'realtime' && a.event.type)).toEqual(['sku.sold']);
    showFrame(12_000);
    expect(actions.map((a) => a.type === 'realtime' && a.event.type)).toEqual(['sku.sold', 'products.selling']);
  });
});


describe('a session that starts at the entry’s snapshot', () => {
  const CURSOR = 50_000;
  const replayFrom = { cursorMs: CURSOR, fromMs: CURSOR - 2_000, offsetMs: 0 };

  async function replaying() {
    const actions: RoomAction[] = [];
    const effects: RoomEffect[][] = [];
    let options: ConnectRealtimeOptions | null = null;
    await connectRoom({
      streamInfo: { realtime_service_provider: { type: 'pubnub', channel_list: ['comment|1', 'notification|1'], subscribe_key: 'sub' } },
      realtimeId: 'pn-1',
      replayFrom,
      dispatch: (action) => actions.push(action),
      runEffects: (list) => effects.push(list),
      effectContext: () => context,
      now: () => 42,
      connect: async (o): Promise<RealtimeConnection> => {
        options = o;
        return { close: jest.fn() };
      },
    });
    if (!options) throw new Error('not connected');
    const types = () => actions.flatMap((a) => (a.type === 'realtime' ? [a.event.type] : []));
    return { options: options as ConnectRealtimeOptions, actions, effects, types };
  }

  it('asks the connection to replay from it', async () => {
    const { options } = await replaying();
    expect(options.replayFrom).toEqual(replayFrom);
  });

  it('drops replayed events older than the snapshot: no reload, no end, no kick, no old poll', async () => {
    const { options, effects, types } = await replaying();
    options.onMessage('notification|1', 'force.refresh', { seconds: 0 }, CURSOR - 500);
    options.onMessage('notification|1', 'live.stopped', {}, CURSOR - 400);
    options.onMessage('notification|1', 'live.watched', { user_id: 1001, fingerprint: 'elsewhere' }, CURSOR - 300);
    options.onMessage('notification|1', 'poll.hidden', { id: 5 }, CURSOR - 200);
    expect(types()).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('keeps every replayed comment (the reducer merges by id) and applies later events in order', async () => {
    const { options, effects, types } = await replaying();
    options.onMessage('comment|1', 'comment', comment(1), CURSOR - 1_500);
    options.onMessage('notification|1', 'summary.like', { count: 3 }, CURSOR);
    options.onMessage('notification|1', 'force.refresh', { seconds: 0 }, CURSOR + 10);
    options.onMessage('notification|1', 'live.stopped', {}, CURSOR + 20);
    expect(types()).toEqual(['comment', 'summary.like', 'force.refresh', 'live.stopped']);
    expect(effects).toEqual([[{ type: 'reload', delayMs: 0, reason: 'force.refresh' }]]);
  });

  it('refetches post, products, comments and poll when the service could not replay that far (the resync of a long cut)', async () => {
    const { options, effects } = await replaying();
    options.onGap?.();
    expect(effects).toEqual([
      [
        { type: 'refetch', what: 'post' },
        { type: 'refetch', what: 'products' },
        { type: 'refetch', what: 'comments' },
      ],
    ]);
  });
});

describe('the replay guard and the picture hold together', () => {
  it('drops an old products.selling before the hold; a newer one still waits for its frame', () => {
    const { actions, options, showFrame } = heldRoom({ replayFrom: { cursorMs: 11_000, fromMs: 9_000, offsetMs: 0 } });
    expect(handleRoomMessage(options, 'notification|1', 'products.selling', { product_id: 4 }, 10_500)).toBeNull();
    handleRoomMessage(options, 'notification|1', 'products.selling', { product_id: 5 }, 12_000);
    expect(actions).toEqual([]);
    showFrame(12_000);
    expect(actions.map((a) => a.type === 'realtime' && a.event)).toEqual([{ type: 'products.selling', productId: 5 }]);
  });
});
