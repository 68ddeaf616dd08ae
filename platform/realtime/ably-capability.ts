/**
 * Ably capabilities as the emulator enforces them: a JSON object from resource names to operation
 * lists (`{"comment|9001":["subscribe"]}`). A resource is a channel name, `*` (every channel) or a
 * name ending in `*` (a prefix). `*` as an operation grants them all. The platform key itself holds
 * `{"*":["*"]}`.
 */

export type AblyOperation = 'subscribe' | 'publish' | 'presence' | 'history';
export type Capability = ReadonlyMap<string, ReadonlySet<string>>;

export const FULL_CAPABILITY_TEXT = '{"*":["*"]}';
export const FULL_CAPABILITY: Capability = parseCapability(FULL_CAPABILITY_TEXT) as Capability;

/** The capability of a JSON text; null when it is not one (the token request is refused). */
export function parseCapability(text: string): Capability | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries: [string, ReadonlySet<string>][] = [];
  for (const [resource, operations] of Object.entries(value)) {
    if (!Array.isArray(operations) || !operations.every((op): op is string => typeof op === 'string')) return null;
    entries.push([resource, new Set(operations)]);
  }
  return entries.length ? new Map(entries) : null;
}

function matches(resource: string, channel: string): boolean {
  if (resource === '*' || resource === channel) return true;
  return resource.endsWith('*') && channel.startsWith(resource.slice(0, -1));
}

/** The operations a capability grants on one channel. */
export function operationsOn(capability: Capability, channel: string): Set<string> {
  const granted = new Set<string>();
  for (const [resource, operations] of capability) {
    if (!matches(resource, channel)) continue;
    operations.forEach((op) => granted.add(op));
  }
  return granted;
}

export function allows(capability: Capability, channel: string, operation: AblyOperation): boolean {
  const granted = operationsOn(capability, channel);
  return granted.has('*') || granted.has(operation);
}

/** Any operation at all on the channel: what an ATTACH needs. */
export function allowsAny(capability: Capability, channel: string): boolean {
  return operationsOn(capability, channel).size > 0;
}

/** Subscribe-only on exactly these channels: what browsers get. */
export function subscribeOnlyCapability(channels: readonly string[]): string {
  return JSON.stringify(Object.fromEntries(channels.map((channel) => [channel, ['subscribe']])));
}

/** Ably's answer to an operation the capability does not grant. */
export const CAPABILITY_DENIED = (channel: string, operation: string) => ({
  message: `Unable to perform channel operation ${operation} on ${channel}: permission denied`,
  code: 40160,
  statusCode: 401,
});
