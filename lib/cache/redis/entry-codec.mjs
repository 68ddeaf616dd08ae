/**
 * Bytes for Redis. A 'use cache' entry: a 4-byte header length, the JSON metadata, then the value's
 * bytes. A route-cache value: JSON in which Buffers and Maps (an app page's RSC payload and segments)
 * are tagged, since plain JSON would lose them.
 */
export function encodeUseCacheEntry(meta, value) {
  const header = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, value]);
}

export function decodeUseCacheEntry(bytes) {
  try {
    const length = bytes.readUInt32BE(0);
    return { meta: JSON.parse(bytes.subarray(4, 4 + length).toString()), value: bytes.subarray(4 + length) };
  } catch {
    return null;
  }
}

function toPlain(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, toPlain(item)]) };
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') {
    const plain = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) plain[key] = toPlain(item);
    return plain;
  }
  return value;
}

function fromPlain(value) {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
  if (Array.isArray(value.$map)) return new Map(value.$map.map(([key, item]) => [key, fromPlain(item)]));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
}

export const encodeRouteEntry = (entry) => Buffer.from(JSON.stringify(toPlain(entry)));

export function decodeRouteEntry(bytes) {
  try {
    return fromPlain(JSON.parse(bytes.toString()));
  } catch {
    return null;
  }
}
