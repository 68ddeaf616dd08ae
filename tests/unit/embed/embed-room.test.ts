/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HostMessage } from '@/lib/live/embed/protocol';
import type { EmbeddedRoom, KirariEmbedStatic } from '@/public/embed';
import { roomMessage, STATE } from './fixtures';
import { loadEmbed } from './load-embed';

/** embed.js's room handle in jsdom: the frame it makes, what it accepts, its commands and heartbeat. */

const STOREFRONT = 'http://localhost:3000';
let KirariEmbed: KirariEmbedStatic;
let room: EmbeddedRoom;
let posted: { message: { id: string; type: string; payload: unknown }; targetOrigin: string }[];

function createRoom(options: Partial<Parameters<KirariEmbedStatic['create']>[0]> = {}): EmbeddedRoom {
  document.body.innerHTML = '<div id="live"></div>';
  // jsdom makes the frame's window when it is attached: watch it from then on.
  const appendChild = Element.prototype.appendChild;
  jest.spyOn(Element.prototype, 'appendChild').mockImplementationOnce(function (this: Element, node) {
    const result = appendChild.call(this, node);
    const frame = node as unknown as HTMLIFrameElement;
    jest.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(((message: never, targetOrigin: string) => {
      posted.push({ message, targetOrigin });
    }) as never);
    return result as never;
  });
  room = KirariEmbed.create({ container: '#live', store: 'demo', post: 9001, ...options });
  // The room's document has loaded (jsdom loads nothing).
  room.iframe.dispatchEvent(new Event('load'));
  return room;
}

/** A message event as the browser delivers it (from the frame and the storefront's origin unless told). */
function deliver(data: unknown, from: { source?: MessageEventSource | null; origin?: string } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? STOREFRONT, source: from.source === undefined ? room.iframe.contentWindow : from.source }));
}

const sent = (type: string) => posted.filter((p) => p.message.type === type);
const lastSent = (type: string) => sent(type)[sent(type).length - 1].message;
const ack = (command: { id: string; type: string }, result?: unknown) => roomMessage('ack', { commandId: command.id, command: command.type, ...(result === undefined ? {} : { result }) }, `a-${command.id}`);

function answerHello(state = STATE) {
  deliver(ack(lastSent('hello'), state));
}

beforeEach(() => {
  jest.useFakeTimers();
  posted = [];
  KirariEmbed = loadEmbed(`${STOREFRONT}/embed.js`);
});

afterEach(() => {
  room?.destroy();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('KirariEmbed.create', () => {
  it('fills the container with the room’s frame, from the script’s own origin', () => {
    createRoom({ source: 'cms_sdk', title: 'Our live' });
    const frame = document.querySelector('#live iframe') as HTMLIFrameElement;
    expect(frame).toBe(room.iframe);
    expect(frame.src).toBe(`${STOREFRONT}/demo/live/9001?hu_source=cms_sdk`);
    expect(frame.title).toBe('Our live');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect([frame.style.width, frame.style.height, frame.style.display]).toEqual(['100%', '100%', 'block']);
    expect(room.origin).toBe(STOREFRONT);
  });

  it('takes an origin option over the script’s', () => {
    createRoom({ origin: 'https://live.example/ignored/path', post: '9003' });
    expect(room.iframe.src).toBe('https://live.example/demo/live/9003?hu_source=sdk');
  });

  it.each([
    [{ store: '../admin' }, /store must be a store slug/],
    [{ store: 'demo?x' }, /store must be a store slug/],
    [{ post: 0 }, /post must be a positive integer/],
    [{ post: '9001; x' }, /post must be a positive integer/],
    [{ post: 1.5 }, /post must be a positive integer/],
    [{ container: '#missing' }, /container must be an element/],
    [{ origin: 'javascript:alert(1)' }, /origin must be the storefront origin/],
    [{ source: 'sdk&x=1' }, /source must be/],
    [{ commandTimeoutMs: 0 }, /commandTimeoutMs/],
  ])('refuses %j with a clear error', (options, message) => {
    expect(() => createRoom(options as never)).toThrow(message);
  });

  it('needs an origin when it cannot tell where it was loaded from', () => {
    KirariEmbed = loadEmbed('');
    expect(() => createRoom()).toThrow(/origin must be the storefront origin/);
  });
});

describe('messages from the room', () => {
  it('hands on valid messages from its frame and the storefront origin, as events', () => {
    createRoom();
    const sold = jest.fn();
    const all = jest.fn();
    room.on('sku-sold', sold);
    room.on('*', all);
    const message = roomMessage('sku-sold', { skuId: 1, productId: 2, quantity: 1, availableQuantity: 0 });
    deliver(message);
    expect(sold).toHaveBeenCalledWith(message.payload, message);
    expect(all).toHaveBeenCalledWith(message);
  });

  it('ignores other origins and other windows, however valid the message', () => {
    createRoom();
    const all = jest.fn();
    const invalid = jest.fn();
    room.on('*', all);
    room.on('invalid', invalid);
    const message = roomMessage('audio', { muted: false });
    deliver(message, { origin: 'http://127.0.0.1:3000' });
    deliver(message, { origin: 'null' });
    deliver(message, { source: window });
    deliver(message, { source: null });
    expect(all).not.toHaveBeenCalled();
    expect(invalid).not.toHaveBeenCalled();
  });

  it('drops invalid messages from the room and reports them, never throwing', () => {
    createRoom();
    const all = jest.fn();
    const invalid = jest.fn();
    room.on('*', all);
    room.on('invalid', invalid);
    expect(() => deliver(roomMessage('sku-sold', { skuId: 'one' }))).not.toThrow();
    deliver('just a string');
    expect(all).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledTimes(2);
    expect(invalid.mock.calls[0][0]).toEqual({ reason: 'invalid sku-sold payload', data: roomMessage('sku-sold', { skuId: 'one' }) });
  });

  it('keeps calling the other handlers when one throws, and off() removes one', () => {
    createRoom();
    const second = jest.fn();
    room.on('audio', () => {
      throw new Error('host bug');
    });
    const unsubscribe = room.on('audio', second);
    deliver(roomMessage('audio', { muted: true }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(() => jest.runOnlyPendingTimers()).toThrow('host bug');
    unsubscribe();
    deliver(roomMessage('audio', { muted: false }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('commands', () => {
  it('says hello until the room answers, then is ready with its state', () => {
    createRoom({ delegateNavigation: true });
    const ready = jest.fn();
    room.on('ready', ready);
    jest.advanceTimersByTime(2000);
    expect(sent('hello').length).toBe(3);
    expect(lastSent('hello').payload).toEqual({ delegateNavigation: true });
    answerHello();
    expect(room.ready).toBe(true);
    expect(ready).toHaveBeenCalledWith(STATE);
    jest.advanceTimersByTime(3000);
    expect(sent('hello').length).toBe(3);
  });

  it('waits for the room’s document before saying hello, then slows down when no one answers', () => {
    document.body.innerHTML = '<div id="live"></div>';
    room = KirariEmbed.create({ container: '#live', store: 'demo', post: 9001 });
    const postMessage = jest.spyOn(room.iframe.contentWindow as Window, 'postMessage').mockImplementation(() => {});
    jest.advanceTimersByTime(3000);
    expect(postMessage).not.toHaveBeenCalled();
    room.iframe.dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(15_000);
    expect(postMessage).toHaveBeenCalledTimes(16);
    jest.advanceTimersByTime(10_000);
    expect(postMessage).toHaveBeenCalledTimes(18);
  });

  it('posts every command to the storefront origin only, in the protocol’s shape', async () => {
    createRoom();
    answerHello();
    const calls: [string, () => Promise<unknown>][] = [
      ['mute', () => room.mute()],
      ['unmute', () => room.unmute()],
      ['play', () => room.play()],
      ['pause', () => room.pause()],
      ['seek', () => room.seek(300)],
      ['configure', () => room.configure({ delegateNavigation: true })],
    ];
    for (const [type, call] of calls) {
      const done = call();
      const command = lastSent(type);
      expect(HostMessage.safeParse(command).success).toBe(true);
      deliver(ack(command));
      await expect(done).resolves.toBeUndefined();
    }
    expect(lastSent('seek').payload).toEqual({ seconds: 300 });
    expect(posted.length).toBeGreaterThan(calls.length);
    expect(posted.every((p) => p.targetOrigin === STOREFRONT)).toBe(true);
  });

  it('queues commands until the hello answer', async () => {
    createRoom();
    const muted = room.mute();
    expect(sent('mute')).toEqual([]);
    answerHello();
    deliver(ack(lastSent('mute')));
    await expect(muted).resolves.toBeUndefined();
  });

  it('rejects a queued command on timeout when the room never answers', async () => {
    createRoom({ commandTimeoutMs: 1000 });
    const muted = room.mute();
    jest.advanceTimersByTime(1000);
    await expect(muted).rejects.toMatchObject({ name: 'KirariEmbedError', code: 'timeout', command: 'mute' });
    answerHello();
    expect(sent('mute')).toEqual([]);
  });

  it('rejects with the room’s error code, and on timeout', async () => {
    createRoom({ commandTimeoutMs: 1000 });
    answerHello();
    const seek = room.seek(10);
    const command = lastSent('seek');
    deliver(roomMessage('error', { commandId: command.id, command: 'seek', code: 'not-supported', message: 'A live cannot seek' }));
    await expect(seek).rejects.toMatchObject({ code: 'not-supported', message: 'A live cannot seek', commandId: command.id });
    const pause = room.pause();
    jest.advanceTimersByTime(1000);
    await expect(pause).rejects.toMatchObject({ code: 'timeout' });
  });

  it('resolves get-state with the room’s state, checked', async () => {
    createRoom();
    answerHello();
    const state = room.getState();
    deliver(ack(lastSent('get-state'), STATE));
    await expect(state).resolves.toEqual(STATE);
    const broken = room.getState();
    deliver(ack(lastSent('get-state'), { ...STATE, muted: 'no' }));
    await expect(broken).rejects.toMatchObject({ code: 'invalid-message' });
  });

  it('refuses bad arguments without asking the room', async () => {
    createRoom();
    answerHello();
    await expect(room.seek(-1)).rejects.toMatchObject({ code: 'invalid-message' });
    await expect(room.configure({} as never)).rejects.toMatchObject({ code: 'invalid-message' });
    expect(sent('seek')).toEqual([]);
  });

  it('says hello again after the frame reloads, with the latest configuration', async () => {
    createRoom();
    answerHello();
    const configured = room.configure({ delegateNavigation: true });
    deliver(ack(lastSent('configure')));
    await configured;
    room.iframe.dispatchEvent(new Event('load'));
    expect(room.ready).toBe(false);
    expect(lastSent('hello').payload).toEqual({ delegateNavigation: true });
    const play = room.play();
    expect(sent('play')).toEqual([]);
    answerHello();
    expect(sent('play').length).toBe(1);
    deliver(ack(lastSent('play')));
    await expect(play).resolves.toBeUndefined();
  });

  it('rejects pending commands and stops listening on destroy', async () => {
    createRoom();
    answerHello();
    const all = jest.fn();
    room.on('*', all);
    const frame = room.iframe;
    const source = frame.contentWindow;
    const mute = room.mute();
    room.destroy();
    await expect(mute).rejects.toMatchObject({ code: 'destroyed' });
    await expect(room.play()).rejects.toMatchObject({ code: 'destroyed' });
    expect(frame.isConnected).toBe(false);
    deliver(roomMessage('audio', { muted: true }), { source });
    expect(all).not.toHaveBeenCalled();
  });
});

describe('heartbeat', () => {
  it('is alive on the first message, stale after three silent intervals, alive again when the room speaks', () => {
    createRoom();
    const alive = jest.fn();
    const stale = jest.fn();
    room.on('alive', alive);
    room.on('stale', stale);
    expect(room.status).toBe('connecting');
    answerHello();
    expect(alive).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    deliver(roomMessage('heartbeat', { seq: 1, intervalMs: 5000 }));
    jest.advanceTimersByTime(14_000);
    expect(stale).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(stale).toHaveBeenCalledTimes(1);
    expect(room.status).toBe('stale');
    jest.advanceTimersByTime(20_000);
    expect(stale).toHaveBeenCalledTimes(1);
    deliver(roomMessage('heartbeat', { seq: 2, intervalMs: 5000 }));
    expect(alive).toHaveBeenCalledTimes(2);
    expect(room.status).toBe('alive');
  });

  it('sends heartbeat commands once ready, and their answers keep the room alive', () => {
    createRoom();
    const stale = jest.fn();
    room.on('stale', stale);
    answerHello();
    for (let seq = 1; seq <= 6; seq += 1) {
      jest.advanceTimersByTime(5000);
      const beat = lastSent('heartbeat');
      expect(beat.payload).toEqual({ seq });
      deliver(ack(beat));
    }
    expect(stale).not.toHaveBeenCalled();
  });

  it('goes stale when the room never answers (a frame the storefront refused)', () => {
    createRoom();
    const stale = jest.fn();
    room.on('stale', stale);
    jest.advanceTimersByTime(15_000);
    expect(stale).toHaveBeenCalledWith({ silentMs: 15_000 });
    expect(sent('heartbeat')).toEqual([]);
  });

  it('follows the interval the room announces', () => {
    createRoom();
    const stale = jest.fn();
    room.on('stale', stale);
    deliver(roomMessage('heartbeat', { seq: 1, intervalMs: 1000 }));
    jest.advanceTimersByTime(5000 + 3000);
    expect(stale).toHaveBeenCalledTimes(1);
  });
});
