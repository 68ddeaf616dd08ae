import { expect } from '@jest/globals';
import type * as Ably from 'ably';

/** Shared by the realtime contract tests: publish through the control API, and poll for arrival. */

export async function publishViaControl(baseUrl: string, channel: string, name: string, data: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__control/realtime/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel, name, data }),
  });
  expect(response.status).toBe(200);
}

/** Resolves with the first defined value `read` returns; fails after `timeoutMs`. */
export async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Ably SDK options for the in-process platform: JSON over WebSocket, no fallback hosts, no connectivity check (nothing leaves the machine). */
export function ablyLoopbackOptions(port: number): Ably.ClientOptions {
  return {
    endpoint: '127.0.0.1',
    port,
    tls: false,
    useBinaryProtocol: false,
    transports: ['web_socket'],
    disableConnectivityCheck: true,
    fallbackHosts: [],
    logLevel: 0,
  };
}
