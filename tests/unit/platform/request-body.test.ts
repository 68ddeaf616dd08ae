/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { deflateSync, gzipSync } from 'node:zlib';
import { BodyError, jsonDepth, MAX_BODY_BYTES, readBody } from '@/platform/request-body';
import { clientErrorStatus, harden, isLoopbackHost, originPolicy } from '@/platform/hardening';
import { pathSegments, requestTarget } from '@/platform/http';

const request = (body: Buffer | string, headers: Record<string, string> = {}) =>
  Object.assign(Readable.from([Buffer.from(body)]), { headers }) as unknown as IncomingMessage;

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (cause) {
    return cause instanceof BodyError ? cause.status : cause;
  }
};

describe('jsonDepth', () => {
  it('measures nesting without recursion', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(100_000);
    expect(jsonDepth(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 10)).toBe(11);
  });
});

describe('readBody', () => {
  it('parses JSON, forms and keeps other text', async () => {
    expect(await readBody(request('{"a":1}', { 'content-type': 'application/json' }))).toEqual({ a: 1 });
    expect(await readBody(request('a=1&b=%zz', { 'content-type': 'application/x-www-form-urlencoded' }))).toEqual({ a: '1', b: '%zz' });
    expect(await readBody(request('{}\n{"x":1}', { 'content-type': 'text/plain' }))).toBe('{}\n{"x":1}');
    expect(await readBody(request(''))).toBeUndefined();
  });

  it('inflates deflate and gzip bodies', async () => {
    expect(await readBody(request(deflateSync('{"a":1}'), { 'content-encoding': 'deflate' }))).toEqual({ a: 1 });
    expect(await readBody(request(gzipSync('[2]'), { 'content-encoding': 'gzip' }))).toEqual([2]);
  });

  it('refuses what is too big, before or after inflating, too deep, unreadable or of an unknown encoding', async () => {
    expect(await statusOf(readBody(request('x'.repeat(MAX_BODY_BYTES + 1))))).toBe(413);
    expect(await statusOf(readBody(request('x', { 'content-length': String(MAX_BODY_BYTES + 1) })))).toBe(413);
    expect(await statusOf(readBody(request(gzipSync(Buffer.alloc(MAX_BODY_BYTES + 1)), { 'content-encoding': 'gzip' })))).toBe(413);
    expect(await statusOf(readBody(request(deflateSync(Buffer.alloc(MAX_BODY_BYTES + 1)), { 'content-encoding': 'deflate' })))).toBe(413);
    expect(await statusOf(readBody(request(`${'['.repeat(65)}${']'.repeat(65)}`, { 'content-type': 'application/json' })))).toBe(400);
    expect(await statusOf(readBody(request(`${'['.repeat(64)}${']'.repeat(64)}`)))).toBe('ok');
    expect(await statusOf(readBody(request('{"a":', { 'content-type': 'application/json; charset=utf-8' })))).toBe(422);
    expect(await statusOf(readBody(request('garbage', { 'content-encoding': 'gzip' })))).toBe(400);
    expect(await statusOf(readBody(request('{}', { 'content-encoding': 'br' })))).toBe(415);
  });
});

describe('request targets', () => {
  it('decodes path segments, and refuses malformed escapes', () => {
    expect(pathSegments('/a/b%2Fc/%E6%8A%B9')).toEqual(['a', 'b/c', '抹']);
    for (const bad of ['/%', '/%zz', '/%E0%A4%A', '/a/%C0%AF']) expect(pathSegments(bad)).toBeNull();
  });

  it('reads origin-form and absolute-form, and refuses the rest', () => {
    expect(requestTarget('/x?y=1')?.pathname).toBe('/x');
    expect(requestTarget('http://other.example/x')?.pathname).toBe('/x');
    expect(requestTarget('//evil.example/x')?.pathname).toBe('//evil.example/x');
    for (const bad of ['*', '', undefined, 'relative', 'http://[::1', 'javascript:alert(1)']) expect(requestTarget(bad)).toBeNull();
  });
});

describe('hardening helpers', () => {
  it('keeps an idle connection open past the 5 s a client may wait before reusing it (ECONNRESET at the Node default)', () => {
    const server = createServer();
    harden(server);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(30_000);
  });

  it('knows loopback hosts', () => {
    expect(['127.0.0.1', '::1', 'localhost', '127.1.2.3'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.2', '', 'localhost.evil.example'].some(isLoopbackHost)).toBe(false);
  });

  it('maps parser errors to statuses', () => {
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW')).toBe(431);
    expect(clientErrorStatus('HPE_INVALID_METHOD')).toBe(501);
    expect(clientErrorStatus('HPE_INVALID_URL')).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
  });

  it('derives the storefront origin and the platform own origins', () => {
    const policy = originPolicy({ storefrontUrl: 'http://localhost:3200/demo', publicUrl: 'http://127.0.0.1:4210', interactionUrl: 'http://127.0.0.1:4211', port: 4210, interactionPort: 4211 });
    expect(policy.storefront).toEqual(['http://localhost:3200']);
    expect(policy.own).toEqual(expect.arrayContaining(['http://127.0.0.1:4210', 'http://localhost:4210', 'http://127.0.0.1:4211']));
    expect(policy.own).not.toContain('http://localhost:3200');
    expect(originPolicy({ storefrontUrl: 'not a url', publicUrl: 'x', interactionUrl: 'y', port: 1, interactionPort: 2 }).storefront).toEqual([]);
  });
});
