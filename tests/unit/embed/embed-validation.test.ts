/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { HOST_COMMAND_TYPES, ROOM_MESSAGE_TYPES, RoomMessage, RoomStateSnapshot } from '@/lib/live/embed/protocol';
import { INVALID_ROOM_PAYLOADS, MORE_VALID_PAYLOADS, roomMessage, STATE, VALID_ROOM_PAYLOADS } from './fixtures';
import { loadEmbed } from './load-embed';

/**
 * embed.js checks every room message by hand (no zod in a host's page). Its verdicts must be zod's:
 * on the fixtures, and on every field of them replaced by each probe value, so the two cannot drift.
 */

const KirariEmbed = loadEmbed();

const PROBES: unknown[] = [
  undefined, null, true, 0, -0, 1, -1, 1.5, 2 ** 53, Number.NaN, Infinity, '', 'x', 'x'.repeat(64), 'x'.repeat(65),
  '9001', 'http://localhost:3000/demo', ' https://shop.example/a ', 'javascript:alert(1)', 'data:text/html,x', 'http:/x',
  'ghost', 'member', 'started', 'replay', 'playing', 'sold_out', 'live-started', 'videojs', 'product', 'failed', [], {}, [1], { id: 1 },
];

/** Every path inside a value (object keys and array items), the root excluded. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...paths(child, path)];
  });
}

function replaced(value: unknown, path: (string | number)[], probe: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = probe;
  return copy;
}

const verdicts = (data: unknown) => ({ embed: KirariEmbed.parseRoomMessage(data).ok, zod: RoomMessage.safeParse(data).success });

const validMessages = ROOM_MESSAGE_TYPES.flatMap((type) => [VALID_ROOM_PAYLOADS[type], ...(MORE_VALID_PAYLOADS[type] ?? [])].map((payload) => roomMessage(type, payload)));

describe('embed.js checks room messages as protocol.ts does', () => {
  it('knows exactly the protocol’s message and command types', () => {
    expect([...KirariEmbed.ROOM_MESSAGE_TYPES]).toEqual(ROOM_MESSAGE_TYPES);
    expect([...KirariEmbed.HOST_COMMAND_TYPES]).toEqual(HOST_COMMAND_TYPES);
  });

  it.each(validMessages.map((message) => [message.type, message]))('accepts a valid %s, as zod does', (_type, message) => {
    expect(verdicts(message)).toEqual({ embed: true, zod: true });
  });

  it.each(ROOM_MESSAGE_TYPES.flatMap((type) => INVALID_ROOM_PAYLOADS[type].map((payload) => [type, payload])))('rejects an invalid %s %j, as zod does', (type, payload) => {
    expect(verdicts(roomMessage(type as string, payload))).toEqual({ embed: false, zod: false });
  });

  it('agrees with zod on every field of every fixture replaced by every probe', () => {
    const disagreements: string[] = [];
    for (const message of validMessages) {
      for (const path of paths(message)) {
        for (const probe of PROBES) {
          const data = replaced(message, path, probe);
          const { embed, zod } = verdicts(data);
          if (embed !== zod) disagreements.push(`${message.type} ${path.join('.')}=${JSON.stringify(probe)}: embed ${embed}, zod ${zod}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('rejects what is no room message at all', () => {
    for (const data of [null, 'hello', 42, [], {}, roomMessage('sku-sold', undefined), { ...roomMessage('audio', { muted: true }), source: 'kirari-host' }, roomMessage('toString', {}), roomMessage('__proto__', {})]) {
      expect(verdicts(data)).toEqual({ embed: false, zod: false });
    }
  });

  it('hands on what zod hands on: unknown keys dropped, URLs trimmed', () => {
    const message = { ...roomMessage('navigate', { url: ' https://shop.example/cart ', target: 'cart', extra: 1 }), extra: true };
    const embed = KirariEmbed.parseRoomMessage(message);
    expect(embed).toEqual({ ok: true, message: RoomMessage.parse(message) });
  });

  it('checks a room state snapshot as zod does', () => {
    expect(KirariEmbed.parseStateSnapshot(STATE)).toEqual(STATE);
    const disagreements: string[] = [];
    for (const path of paths(STATE)) {
      for (const probe of PROBES) {
        const data = replaced(STATE, path, probe);
        const embed = KirariEmbed.parseStateSnapshot(data) !== null;
        if (embed !== RoomStateSnapshot.safeParse(data).success) disagreements.push(`${path.join('.')}=${JSON.stringify(probe)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
