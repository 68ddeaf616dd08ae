import { connect } from 'node:net';

/** Raw HTTP over a socket, for request shapes fetch refuses to send. */

export interface RawAnswer {
  /** 0 when the server closed without a status line. */
  status: number;
  head: string;
  body: string;
}

/** Writes `request` as is and reads until the server closes (requests say `Connection: close`). */
export function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (cause: NodeJS.ErrnoException) => (cause.code === 'ECONNRESET' || cause.code === 'EPIPE' ? undefined : reject(cause)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join('\r\n\r\n') });
    });
    socket.setTimeout(10_000, () => socket.destroy());
    socket.end(request);
  });
}

/** A request line plus headers, closing the connection after the answer. */
export function requestText(requestLine: string, headers: Record<string, string> = {}, body = ''): string {
  const lines = [requestLine, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
