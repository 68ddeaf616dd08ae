/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { hostPage } from '@/platform/embed-demo';

/**
 * The demo page's script (platform/embed-demo/host.js) in jsdom, with a stand-in for embed.js:
 * every room message, command, outcome and embed.js event lands in the log with its data-* marks.
 */

const SCRIPT = readFileSync(join(process.cwd(), 'platform/embed-demo/host.js'), 'utf8');
const ORIGINS = { self: 'http://127.0.0.1:4010', other: 'http://localhost:4010', storefront: 'http://localhost:3000' };

type Handler = (...args: unknown[]) => void;

function fakeEmbed() {
  const handlers = new Map<string, Handler[]>();
  const answers = new Map<string, () => Promise<unknown>>();
  const command = (type: string) => jest.fn((..._args: unknown[]) => (answers.get(type) ?? (() => Promise.resolve(undefined)))());
  const room = {
    iframe: document.createElement('iframe'),
    origin: ORIGINS.storefront,
    status: 'alive',
    on: (type: string, handler: Handler) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    mute: command('mute'),
    unmute: command('unmute'),
    play: command('play'),
    pause: command('pause'),
    seek: command('seek'),
    getState: command('get-state'),
    configure: command('configure'),
  };
  const create = jest.fn((_options: unknown) => room);
  const emit = (type: string, ...args: unknown[]) => handlers.get(type)?.forEach((handler) => handler(...args));
  return { KirariEmbed: { create }, room, create, emit, answers };
}

let fake: ReturnType<typeof fakeEmbed>;

function open(query = { store: 'demo', post: 9003, intruder: false, delegate: true }, withEmbed = true) {
  const html = hostPage(query, ORIGINS);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1].replace(/<script[^>]*><\/script>/g, '') ?? '';
  fake = fakeEmbed();
  (window as unknown as { KirariEmbed?: unknown }).KirariEmbed = withEmbed ? fake.KirariEmbed : undefined;
  new Function(SCRIPT)();
}

const entries = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="embed-log"] li')].map((li) => ({ kind: li.dataset.kind, type: li.dataset.type, outcome: li.dataset.outcome, text: li.querySelector('code')?.textContent }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the embedding demo page', () => {
  it('embeds the store and post of its query, with the delegation asked for', () => {
    open();
    expect(fake.create).toHaveBeenCalledWith(expect.objectContaining({ container: '#room', store: 'demo', post: '9003', delegateNavigation: true }));
  });

  it('logs every room message with its type and JSON payload, and embed.js’s own events', () => {
    open();
    fake.emit('*', { type: 'sku-sold', payload: { skuId: 1 } });
    fake.emit('ready', { postId: 9003 });
    fake.room.status = 'stale';
    fake.emit('stale', { silentMs: 15000 });
    expect(entries()).toEqual([
      { kind: 'message', type: 'sku-sold', outcome: undefined, text: '{"skuId":1}' },
      { kind: 'event', type: 'ready', outcome: undefined, text: '{"postId":9003}' },
      { kind: 'event', type: 'stale', outcome: undefined, text: '{"silentMs":15000}' },
    ]);
    expect(document.querySelector('[data-testid="embed-status"]')?.textContent).toBe('stale');
    expect(document.querySelector('[data-testid="embed-state"]')?.textContent).toContain('"postId": 9003');
  });

  it('has a button for every command and logs each one’s ack or error', async () => {
    open();
    fake.answers.set('pause', () => Promise.reject(Object.assign(new Error('The video is not there yet'), { code: 'not-ready' })));
    fake.answers.set('get-state', () => Promise.resolve({ postId: 9003, muted: true }));
    for (const command of ['mute', 'unmute', 'play', 'pause', 'get-state']) document.querySelector<HTMLButtonElement>(`button[data-command="${command}"]`)?.click();
    document.querySelector<HTMLInputElement>('#seek-seconds')!.value = '42';
    document.querySelector<HTMLFormElement>('[data-testid="embed-seek-form"]')?.requestSubmit();
    const delegate = document.querySelector<HTMLInputElement>('[data-testid="embed-delegate"]')!;
    delegate.checked = false;
    delegate.dispatchEvent(new Event('change'));
    await settle();
    expect(fake.room.seek).toHaveBeenCalledWith(42);
    expect(fake.room.configure).toHaveBeenCalledWith({ delegateNavigation: false });
    const results = entries().filter((entry) => entry.kind === 'result');
    expect(results.map((entry) => [entry.type, entry.outcome])).toEqual([
      ['mute', 'ack'],
      ['unmute', 'ack'],
      ['play', 'ack'],
      ['pause', 'error'],
      ['get-state', 'ack'],
      ['seek', 'ack'],
      ['configure', 'ack'],
    ]);
    expect(results[3].text).toBe('{"code":"not-ready","message":"The video is not there yet"}');
    expect(entries().filter((entry) => entry.kind === 'command')).toHaveLength(7);
  });

  it('counts messages that are not the room’s', () => {
    open();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'sku-sold' }, origin: 'http://localhost:4010', source: window }));
    expect(document.querySelector('[data-testid="embed-ignored"]')?.textContent).toBe('1');
  });

  it('says so when embed.js did not load', () => {
    open(undefined, false);
    expect(document.querySelector('[data-testid="embed-status"]')?.textContent).toBe('embed.js did not load from http://localhost:3000: is the storefront running?');
  });
});
