import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { HOST_COMMAND_TYPES, ROOM_MESSAGE_TYPES, type HostCommandType, type HostPayload, type RoomMessageType, type RoomPayload, type RoomStateSnapshot } from '@/lib/live/embed/protocol';
import type * as Embed from '@/public/embed';

/**
 * public/embed.d.ts is written by hand for embedders; it must say what protocol.ts says. The types
 * are compared by tsc (npx tsc --noEmit fails on a difference); the names also at run time here.
 */

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

type RoomPayloadsMatch = { [T in RoomMessageType]: Equal<Embed.RoomPayloads[T], RoomPayload<T>> }[RoomMessageType];
type HostPayloadsMatch = { [T in HostCommandType]: Equal<Embed.HostPayloads[T], HostPayload<T>> }[HostCommandType];
export type TypeChecks = [
  Assert<Equal<Embed.RoomMessageType, RoomMessageType>>,
  Assert<Equal<Embed.HostCommandType, HostCommandType>>,
  Assert<RoomPayloadsMatch>,
  Assert<HostPayloadsMatch>,
  Assert<Equal<Embed.RoomStateSnapshot, RoomStateSnapshot>>,
];

/** The keys of an `export interface Name { … }` block of the .d.ts (one member per line). */
function interfaceKeys(source: string, name: string): string[] {
  const body = new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/^ {2}'?([a-z-]+)'?\??:/gm)].map((match) => match[1]);
}

describe('public/embed.d.ts', () => {
  const source = readFileSync(join(process.cwd(), 'public/embed.d.ts'), 'utf8');

  it('names every room message type of the protocol, in its order', () => {
    expect(interfaceKeys(source, 'RoomPayloads')).toEqual(ROOM_MESSAGE_TYPES);
  });

  it('names every host command of the protocol, in its order', () => {
    expect(interfaceKeys(source, 'HostPayloads')).toEqual(HOST_COMMAND_TYPES);
  });
});
