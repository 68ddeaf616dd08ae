import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const UPSTREAM_IDLE_MS: number;
export const UPSTREAM_SOCKETS: number;
export function forwardedHeaders(headers: IncomingHttpHeaders, clientAddress: string | undefined): OutgoingHttpHeaders;
export interface Forwarder {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): void;
}
export function createForwarder(options: { socketPath?: string; port?: number; sockets?: number }): Forwarder;
