import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { OriginPolicy } from './http';

/**
 * What keeps a platform server up whatever arrives: answers for requests Node's parser refuses
 * (bad request lines, unknown methods, header floods), loopback-only hosts, and the origins the
 * router trusts.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Status for a parser error code of Node's `clientError` event. */
export function clientErrorStatus(code: string | undefined): number {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_INVALID_METHOD':
      return 501;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large', 501: 'Not Implemented' };

/** Answers what Node's parser refused with a JSON error and closes that socket only. */
export function harden(server: Server): void {
  server.on('clientError', (cause: NodeJS.ErrnoException, socket: Socket) => {
    if (cause.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(cause.code);
    const body = JSON.stringify({ message: REASONS[status] ?? 'Bad Request' });
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  // Node's own limits, stated so they are not lost to a default change: 16 KiB of headers, 100 headers read.
  server.maxHeadersCount = 100;
  server.headersTimeout = 30_000;
  // An idle kept-alive connection is closed long after a client would reuse it. At Node's 5 s, a
  // client that reused one just as the server closed it got ECONNRESET (seen in CI: a test's API
  // call between two page steps). 65 s, as load balancers in front of an API commonly keep them.
  server.keepAliveTimeout = 65_000;
}

/** The storefront may use the platform through CORS; the control API answers only the platform's own origins. */
export function originPolicy(options: { storefrontUrl: string; publicUrl: string; interactionUrl: string; port: number; interactionPort: number }): OriginPolicy {
  const originOf = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  const own = [options.publicUrl, options.interactionUrl, ...[options.port, options.interactionPort].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const storefront = originOf(options.storefrontUrl);
  return { storefront: storefront ? [storefront] : [], own: [...new Set(own)] };
}
