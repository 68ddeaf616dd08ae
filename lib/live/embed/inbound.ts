import type { HostCommand, HostCommandType, RoomPayload } from './protocol';
import { EMBED_PROTOCOL_VERSION, HOST_SOURCE } from './constants';

/**
 * The room's check of what a host posts (no zod in the browser: tests/unit/embed hold this checker
 * to protocol.ts's HostMessage on the same fixtures). `foreign` is anything that is not a Kirari
 * host envelope (other scripts share the channel): ignored without an answer. `invalid` is a
 * Kirari envelope the room cannot take: answered with an error carrying its id when it has one.
 */
export type InboundVerdict =
  | { kind: 'command'; command: HostCommand }
  | { kind: 'invalid'; id: string | null; type: string | null; code: RoomPayload<'error'>['code']; message: string }
  | { kind: 'foreign' };

type Check = (payload: Record<string, unknown>) => string | null;

const none: Check = (payload) => (Object.keys(payload).length === 0 ? null : 'takes no fields');
const isSeconds = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isBool = (value: unknown) => typeof value === 'boolean';

const CHECKS: Record<HostCommandType, Check> = {
  hello: (p) => (p.delegateNavigation === undefined || isBool(p.delegateNavigation) ? null : 'delegateNavigation must be true or false'),
  mute: none,
  unmute: none,
  play: none,
  pause: none,
  seek: (p) => (isSeconds(p.seconds) ? null : 'seconds must be a number ≥ 0'),
  'get-state': none,
  heartbeat: (p) => (Number.isInteger(p.seq) && (p.seq as number) > 0 ? null : 'seq must be a whole number ≥ 1'),
  configure: (p) => (isBool(p.delegateNavigation) ? null : 'delegateNavigation must be true or false'),
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const ID = /^.{1,64}$/su;

export function parseHostMessage(data: unknown): InboundVerdict {
  if (!isRecord(data) || data.source !== HOST_SOURCE) return { kind: 'foreign' };
  const id = typeof data.id === 'string' && ID.test(data.id) ? data.id : null;
  const type = typeof data.type === 'string' ? data.type.slice(0, 64) : null;
  const invalid = (code: 'unknown-command' | 'invalid-message', message: string): InboundVerdict => ({ kind: 'invalid', id, type, code, message });
  if (data.version !== EMBED_PROTOCOL_VERSION) return invalid('invalid-message', `version must be ${EMBED_PROTOCOL_VERSION}`);
  if (id === null) return invalid('invalid-message', 'id must be a string of 1 to 64 characters');
  if (type === null || !Object.hasOwn(CHECKS, type)) return invalid('unknown-command', `unknown command ${JSON.stringify(type)}`);
  if (!isRecord(data.payload)) return invalid('invalid-message', 'payload must be an object');
  const problem = CHECKS[type as HostCommandType](data.payload);
  if (problem) return invalid('invalid-message', `${type}: ${problem}`);
  return { kind: 'command', command: { source: HOST_SOURCE, version: EMBED_PROTOCOL_VERSION, id, type, payload: data.payload } as HostCommand };
}
