import { embedView } from './view-fixture';
import { describe, expect, it, jest } from '@jest/globals';
import { createEmbedBridge, HEARTBEAT_MS, type BridgeOptions, type PlayerCommands } from '@/lib/live/embed/bridge';
import { createMessageIds, type EmbedView } from '@/lib/live/embed/outbound';
import { RoomMessage } from '@/lib/live/embed/protocol';
import { createRoomLink } from '@/lib/live/embed/room-link';

const HOST = 'https://shop.example';
const OWN = 'https://live.example';

const view = (over: Partial<EmbedView> = {}) => embedView({ stage: 'streaming', ...over });

function fakePlayer(): PlayerCommands & { state: { muted: boolean; paused: boolean; time: number } } {
  const state = { muted: true, paused: false, time: 0 };
  return {
    state,
    mute: () => void (state.muted = true),
    unmute: () => void (state.muted = false),
    play: () => ((state.paused = false), Promise.resolve()),
    pause: () => void (state.paused = true),
    seek: (seconds) => void (state.time = seconds),
    snapshot: () => ({ muted: state.muted, playStatus: state.paused ? 'paused' : 'playing', currentTime: state.time, duration: 3600 }),
  };
}

function setup(over: Partial<BridgeOptions> = {}, roomView = view()) {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }) };
  const player = fakePlayer();
  let interval: (() => void) | null = null;
  const onDelegate = jest.fn();
  const bridge = createEmbedBridge({
    parent,
    ownOrigin: OWN,
    allowed: [HOST],
    hints: { ancestorOrigins: [HOST], referrer: '' },
    nextId: createMessageIds('r'),
    player: () => player,
    view: () => roomView,
    onDelegate,
    timers: { setInterval: (run) => ((interval = run), 1), clearInterval: () => void (interval = null) },
    now: () => 0,
    ...over,
  });
  const messages = () => posted.map(({ message }) => RoomMessage.parse(message) as RoomMessage);
  const last = () => messages().at(-1)!;
  const send = (type: string, payload: unknown = {}, from: { origin?: string; source?: unknown } = {}) =>
    bridge.receive({ origin: from.origin ?? HOST, source: 'source' in from ? from.source : parent, data: { source: 'kirari-host', version: 1, id: `h-${type}`, type, payload } });
  return { bridge, posted, parent, player, messages, last, send, onDelegate, tick: () => interval?.() };
}

describe('the room bridge', () => {
  it('says ready with its realtime id, to the parent origin only, and beats every 5 s', () => {
    const { bridge, posted, messages, tick } = setup();
    bridge.start('v-1');
    tick();
    tick();
    expect(posted.every(({ origin }) => origin === HOST)).toBe(true);
    expect(messages().map(({ type, payload }) => [type, payload])).toEqual([
      ['lifecycle', { phase: 'ready', postId: 9001, mode: 'live' }],
      ['realtime-id', { id: 'v-1' }],
      ['heartbeat', { seq: 1, intervalMs: HEARTBEAT_MS }],
      ['heartbeat', { seq: 2, intervalMs: HEARTBEAT_MS }],
    ]);
    expect(new Set(messages().map(({ id }) => id)).size).toBe(4);
  });

  it('never posts to a parent whose origin is not allowed, and takes no command from it', () => {
    const { bridge, posted, player, send } = setup({ hints: { ancestorOrigins: ['https://evil.example'], referrer: '' } });
    bridge.start('v-1');
    send('pause', {}, { origin: 'https://evil.example' });
    expect(posted).toEqual([]);
    expect(player.state.paused).toBe(false);
    expect(bridge.rejectedMessages()).toBe(1);
  });

  it('ignores and counts messages from another origin or another window, but not its own popup', () => {
    const { bridge, player, send, last } = setup();
    bridge.start('v-1');
    send('pause', {}, { origin: 'https://evil.example' });
    send('pause', {}, { source: { postMessage() {} } });
    send('pause', {}, { origin: OWN, source: { postMessage() {} } });
    expect(player.state.paused).toBe(false);
    expect(bridge.rejectedMessages()).toBe(2);
    send('get-state');
    expect(last()).toMatchObject({ type: 'ack', payload: { commandId: 'h-get-state', result: { rejectedMessages: 2 } } });
  });

  it('acknowledges each player command after it took effect', async () => {
    const { player, send, last } = setup({}, view({ mode: 'replay' }));
    send('unmute');
    expect(player.state.muted).toBe(false);
    expect(last()).toMatchObject({ type: 'ack', payload: { commandId: 'h-unmute', command: 'unmute', result: { muted: false } } });
    send('pause');
    expect(last()).toMatchObject({ type: 'ack', payload: { command: 'pause', result: { playStatus: 'paused' } } });
    send('seek', { seconds: 300 });
    expect(last()).toMatchObject({ type: 'ack', payload: { command: 'seek', result: { currentTime: 300 } } });
    send('play');
    await Promise.resolve();
    await Promise.resolve();
    expect(last()).toMatchObject({ type: 'ack', payload: { command: 'play', result: { playStatus: 'playing' } } });
    send('heartbeat', { seq: 7 });
    expect(last()).toMatchObject({ type: 'ack', payload: { command: 'heartbeat', result: { seq: 7 } } });
  });

  it('answers with an error carrying the command id when it cannot obey', async () => {
    const live = setup();
    live.send('seek', { seconds: 10 });
    expect(live.last()).toMatchObject({ type: 'error', payload: { commandId: 'h-seek', command: 'seek', code: 'not-supported' } });
    const noPlayer = setup({ player: () => null });
    noPlayer.send('mute');
    expect(noPlayer.last()).toMatchObject({ type: 'error', payload: { commandId: 'h-mute', code: 'not-ready' } });
    live.send('reboot');
    expect(live.last()).toMatchObject({ type: 'error', payload: { commandId: 'h-reboot', command: 'reboot', code: 'unknown-command' } });
    live.send('seek', { seconds: -3 });
    expect(live.last()).toMatchObject({ type: 'error', payload: { code: 'invalid-message' } });
    const refused = setup();
    refused.player.play = () => Promise.reject(new Error('NotAllowedError'));
    refused.send('play');
    await Promise.resolve();
    await Promise.resolve();
    expect(refused.last()).toMatchObject({ type: 'error', payload: { command: 'play', code: 'failed', message: 'NotAllowedError' } });
  });

  it('keeps what it says until an allowed parent says hello when the browser gives no hint', () => {
    const { bridge, posted, send, messages } = setup({ hints: { ancestorOrigins: null, referrer: '' } });
    bridge.start('v-1');
    expect(posted).toEqual([]);
    send('hello', { delegateNavigation: true });
    expect(posted.every(({ origin }) => origin === HOST)).toBe(true);
    expect(messages().map(({ type }) => type)).toEqual(['lifecycle', 'realtime-id', 'ack']);
    expect(messages()[2]).toMatchObject({ payload: { command: 'hello', result: { delegateNavigation: true, postId: 9001 } } });
  });

  it('turns delegated navigation on and off as the host configures it', () => {
    const { send, onDelegate } = setup();
    send('configure', { delegateNavigation: true });
    send('configure', { delegateNavigation: false });
    expect(onDelegate.mock.calls).toEqual([[true], [false]]);
  });

  it('posts the video time at most once a second', () => {
    let now = 0;
    const { bridge, messages } = setup({ now: () => now });
    for (const time of [0.2, 0.5, 0.9]) {
      now = time * 1000;
      bridge.videoTime({ currentTime: time, duration: null, live: true });
    }
    now = 1_199;
    bridge.videoTime({ currentTime: 1.199, duration: null, live: true });
    now = 1_200;
    bridge.videoTime({ currentTime: 1.2, duration: null, live: true });
    expect(messages().map(({ payload }) => payload)).toEqual([
      { currentTime: 0.2, duration: null, live: true },
      { currentTime: 1.2, duration: null, live: true },
    ]);
  });

  it('is silent when not framed and after dispose', () => {
    const alone = setup({ parent: null });
    alone.bridge.start('v-1');
    expect(alone.posted).toEqual([]);
    const { bridge, posted, tick } = setup();
    bridge.dispose();
    bridge.start('v-1');
    tick();
    expect(posted).toEqual([]);
  });
});

describe('the room link', () => {
  it('starts with ready and the view, then tells only what changes, and maps actions and effects', () => {
    const posted: { message: unknown; origin: string }[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }) };
    const first = view({ promotingProductId: 101 });
    const link = createRoomLink(
      { parent, ownOrigin: OWN, allowed: [HOST], hints: { ancestorOrigins: [HOST], referrer: '' }, player: () => null, view: () => first, onDelegate: () => undefined, timers: { setInterval: () => 1, clearInterval: () => undefined } },
      'v-9',
    );
    link.tellView(first);
    link.tellView({ ...first, promotingProductId: 102 });
    link.tellAction({ type: 'realtime', event: { type: 'sku.sold', skuId: 1011, productId: 101, quantity: 1, availableQuantity: 3 } });
    link.tellEffects([{ type: 'reload', delayMs: 2_000, reason: 'force.refresh' }]);
    const messages = posted.map(({ message }) => RoomMessage.parse(message) as RoomMessage);
    expect(messages.map(({ type }) => type)).toEqual(['lifecycle', 'realtime-id', 'token-update', 'fingerprint-id', 'lifecycle', 'promoting-product', 'promoting-product', 'sku-sold', 'force-reload']);
    expect(new Set(messages.map(({ id }) => id)).size).toBe(messages.length);
    expect(messages[0].id).toMatch(/^r[a-z0-9]+-1$/);
  });
});
