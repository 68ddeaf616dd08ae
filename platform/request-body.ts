import type { IncomingMessage } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/**
 * Reading a request body within limits: at most MAX_BODY_BYTES on the wire and after inflating
 * (the limit is given to zlib, so a small bomb never expands in memory), JSON at most
 * MAX_JSON_DEPTH deep. Failures are `BodyError`s carrying the HTTP status to answer.
 */

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 64;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

const TOO_LARGE = () => new BodyError(413, `The request body may not exceed ${MAX_BODY_BYTES} bytes.`);

/** The deepest nesting of arrays/objects in a parsed JSON value, without recursion. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: next, depth } = stack.pop() as { value: unknown; depth: number };
    if (next === null || typeof next !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(next)) stack.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw TOO_LARGE();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw TOO_LARGE();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** pubnub's SDK deflates POST publish bodies; browsers and tools may gzip. */
function decode(raw: Buffer, encoding: string | undefined, limit: number): Buffer {
  const name = (encoding ?? 'identity').trim().toLowerCase();
  if (name === 'identity' || name === '') return raw;
  if (name !== 'deflate' && name !== 'gzip') throw new BodyError(415, `Unsupported Content-Encoding: ${name}`);
  try {
    return name === 'deflate' ? inflateSync(raw, { maxOutputLength: limit }) : gunzipSync(raw, { maxOutputLength: limit });
  } catch (cause) {
    if (cause instanceof RangeError || (cause as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw TOO_LARGE();
    throw new BodyError(400, `The body is not valid ${name} data.`);
  }
}

/**
 * The body as JSON (or a urlencoded form as an object, or text for other types); undefined when
 * empty. A body declared as JSON that does not parse is a 400; other text stays text.
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const raw = await readLimited(req, limit);
  if (raw.length === 0) return undefined;
  const text = decode(raw, req.headers['content-encoding'], limit).toString('utf8');
  if (!text) return undefined;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // 422 as the Laravel platform answers: unreadable input fails validation.
    if (type.includes('json')) throw new BodyError(422, 'The body is not valid JSON.');
    return text;
  }
  if (jsonDepth(parsed, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new BodyError(400, `The JSON body may not nest deeper than ${MAX_JSON_DEPTH}.`);
  return parsed;
}
