/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { HOST_COMMAND_TYPES, HostMessage, ROOM_MESSAGE_TYPES, RoomMessage, RoomStateSnapshot } from '@/lib/live/embed/protocol';
import { loadEmbed } from './load-embed';

/** docs/embedding.md cannot drift from the protocol: every JSON example is parsed with protocol.ts (and embed.js). */

const doc = readFileSync(join(process.cwd(), 'docs/embedding.md'), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) => JSON.parse(match[1]) as { source?: string; type?: string; payload?: { command?: string; result?: unknown } });
const room = examples.filter((example) => example.source === 'kirari');
const host = examples.filter((example) => example.source === 'kirari-host');

describe('docs/embedding.md', () => {
  it('has only room messages and host commands as JSON examples', () => {
    expect(examples.length).toBeGreaterThan(0);
    expect(room.length + host.length).toBe(examples.length);
  });

  it('gives an example of every room message type, each valid for protocol.ts and embed.js', () => {
    const KirariEmbed = loadEmbed();
    for (const example of room) {
      expect({ type: example.type, zod: RoomMessage.safeParse(example).success, embed: KirariEmbed.parseRoomMessage(example).ok }).toEqual({ type: example.type, zod: true, embed: true });
    }
    expect(new Set(room.map((example) => example.type))).toEqual(new Set(ROOM_MESSAGE_TYPES));
  });

  it('gives an example of every command, each valid for protocol.ts', () => {
    for (const example of host) expect({ type: example.type, valid: HostMessage.safeParse(example).success }).toEqual({ type: example.type, valid: true });
    expect(new Set(host.map((example) => example.type))).toEqual(new Set(HOST_COMMAND_TYPES));
  });

  it('shows a room state that fits RoomStateSnapshot in the ack of get-state', () => {
    const states = room.filter((example) => example.type === 'ack' && example.payload?.result !== undefined);
    expect(states.length).toBeGreaterThan(0);
    for (const example of states) expect(RoomStateSnapshot.safeParse(example.payload?.result).success).toBe(true);
  });

  it('has a section for every message type and command', () => {
    for (const type of ROOM_MESSAGE_TYPES) expect(doc).toContain(`### ${type}\n`);
    for (const type of HOST_COMMAND_TYPES) expect(doc).toMatch(new RegExp(`### (${type}|[a-z-]+ and ${type}|${type} and [a-z-]+)\\n`));
  });
});
