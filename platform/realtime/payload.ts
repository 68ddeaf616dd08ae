/**
 * The message payload convention of the platform's realtime feed. The storefront's adapters
 * (lib/live/realtime) parse exactly this, so change both sides together.
 *
 * - pubnub: a message envelope's `d` is `{ name, data }`; `name` is the event type
 *   (`comment`, `live.stopped`, `products.salable_status`, …), `data` its body (any JSON value).
 * - ably: the message's own `name` is the event type and its `data` the body. Non-string data is
 *   sent JSON-encoded with `encoding: 'json'`, as the ably SDK itself does, so it decodes to the
 *   same value.
 *
 * A message published by an SDK client is relayed verbatim to clients of the same protocol and
 * translated for the other one with the functions below.
 */

export interface EventPayload {
  name: string;
  data: unknown;
}

/** The `d` of a pubnub envelope for an event. */
export function toPubnubPayload(name: string, data: unknown): EventPayload {
  return { name, data };
}

/** Name used for a pubnub client's message that does not follow the `{ name, data }` convention. */
export const UNNAMED_EVENT = 'message';

/** Reads a pubnub client's published message as an event: `{ name, data }`, else the whole value. */
export function fromPubnubPayload(payload: unknown): EventPayload {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    const record = payload as Record<string, unknown>;
    if (typeof record.name === 'string' && record.name) return { name: record.name, data: record.data ?? null };
  }
  return { name: UNNAMED_EVENT, data: payload };
}

/** Ably wire fields for a value: strings go as is, everything else JSON-encoded. */
export function toAblyData(data: unknown): { data?: string; encoding?: string } {
  if (data === undefined || data === null) return {};
  if (typeof data === 'string') return { data };
  return { data: JSON.stringify(data), encoding: 'json' };
}

/**
 * Decodes an ably message's data by its encoding chain (`json`, `utf-8`, `base64`, applied right to
 * left). Stops at a step it does not know (e.g. `cipher+…`) and returns what it has.
 */
export function fromAblyData(data: unknown, encoding: string | undefined | null): unknown {
  if (!encoding) return data ?? null;
  const steps = encoding.split('/');
  let value: unknown = data;
  while (steps.length > 0) {
    const step = steps[steps.length - 1];
    if (step === 'base64' && typeof value === 'string') value = Buffer.from(value, 'base64');
    else if (step === 'utf-8' && Buffer.isBuffer(value)) value = value.toString('utf8');
    else if (step === 'json' && typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return value;
      }
    } else break;
    steps.pop();
  }
  return Buffer.isBuffer(value) ? value.toString('base64') : value;
}
