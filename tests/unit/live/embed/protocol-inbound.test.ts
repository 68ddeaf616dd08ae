import { describe, expect, it } from '@jest/globals';
import { parseHostMessage } from '@/lib/live/embed/inbound';
import { HOST_COMMAND_TYPES, HostMessage } from '@/lib/live/embed/protocol';

const command = (type: string, payload: unknown, extra: Record<string, unknown> = {}) => ({ source: 'kirari-host', version: 1, id: 'h-1', type, payload, ...extra });

/** Each command with a payload it takes and one it refuses. */
const FIXTURES: [string, unknown, unknown][] = [
  ['hello', {}, { delegateNavigation: 'yes' }],
  ['hello', { delegateNavigation: true }, { delegateNavigation: 1 }],
  ['mute', {}, null],
  ['unmute', {}, []],
  ['play', {}, 'now'],
  ['pause', {}, 3],
  ['seek', { seconds: 300 }, { seconds: -1 }],
  ['seek', { seconds: 0.5 }, { seconds: '300' }],
  ['seek', { seconds: 12 }, { seconds: Number.POSITIVE_INFINITY }],
  ['get-state', {}, undefined],
  ['heartbeat', { seq: 1 }, { seq: 0 }],
  ['heartbeat', { seq: 42 }, { seq: 1.5 }],
  ['configure', { delegateNavigation: false }, {}],
];

describe('the room checks host commands as the contract does', () => {
  it('covers every command of the protocol', () => {
    expect(new Set(FIXTURES.map(([type]) => type))).toEqual(new Set(HOST_COMMAND_TYPES));
  });

  it.each(FIXTURES)('%s: takes what HostMessage takes and refuses what it refuses', (type, good, bad) => {
    expect(HostMessage.safeParse(command(type, good)).success).toBe(true);
    expect(parseHostMessage(command(type, good))).toEqual({ kind: 'command', command: command(type, good) });
    expect(HostMessage.safeParse(command(type, bad)).success).toBe(false);
    expect(parseHostMessage(command(type, bad))).toMatchObject({ kind: 'invalid', id: 'h-1', type, code: 'invalid-message' });
  });

  it('refuses an unknown command, another version or a missing id, naming what is wrong', () => {
    expect(parseHostMessage(command('reboot', {}))).toMatchObject({ kind: 'invalid', code: 'unknown-command', id: 'h-1' });
    expect(parseHostMessage(command('toString', {}))).toMatchObject({ kind: 'invalid', code: 'unknown-command' });
    expect(parseHostMessage(command('mute', {}, { version: 2 }))).toMatchObject({ kind: 'invalid', code: 'invalid-message', message: 'version must be 1' });
    expect(parseHostMessage(command('mute', {}, { id: '' }))).toMatchObject({ kind: 'invalid', id: null });
    expect(parseHostMessage(command('mute', {}, { id: 'x'.repeat(65) }))).toMatchObject({ kind: 'invalid', id: null });
    for (const bad of [command('reboot', {}), command('mute', {}, { version: 2 }), command('mute', {}, { id: '' })]) expect(HostMessage.safeParse(bad).success).toBe(false);
  });

  it('leaves alone what is not a Kirari host message (other scripts share the channel)', () => {
    for (const data of [null, 'hello', 42, [], { source: 'kirari', type: 'mute' }, { type: 'mute' }, { source: 'react-devtools' }]) {
      expect(parseHostMessage(data)).toEqual({ kind: 'foreign' });
    }
  });
});
