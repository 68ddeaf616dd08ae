import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { requestTarget } from '../http';
import type { AblyAuth } from './ably-auth';
import { AblySession, type ConnectionIdentity } from './ably-session';
import { CONNECTION_DETAILS, errorFrame, type WireError } from './ably-wire';
import type { Feed } from './feed';
import { BoundedMap } from '../bounded';

/**
 * Ably's realtime endpoint: ably-js opens `ws://<endpoint>:<port>/?key=…&format=json&v=…` (path
 * `/`). Only JSON is spoken, so clients must set `useBinaryProtocol: false`. A reconnecting client
 * (`resume=<connectionKey>`) within connectionStateTtl keeps its connection id.
 */

const RESUME_FAILED: WireError = { message: 'Unable to recover connection: not found', code: 80008, statusCode: 400 };
const BINARY_UNSUPPORTED: WireError = {
  message: 'This emulator speaks JSON only: set useBinaryProtocol: false',
  code: 40000,
  statusCode: 400,
};

export interface AblyRealtimeServer {
  attach(server: Server): void;
  /** Cuts every WebSocket without a goodbye, as a network failure would; returns how many. */
  drop(): number;
  close(): void;
}

/** A bigger frame closes that socket (1009); ably's own message size limit is 64 KiB too. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Dropped connections remembered for `resume`; beyond this the oldest cannot resume. */
const MAX_DROPPED = 10_000;

export interface AblyServerOptions {
  now?: () => number;
  /** Whether a browser page of this Origin may open a connection (no Origin: not a browser). */
  originAllowed?: (origin: string) => boolean;
}

export function createAblyRealtime(feed: Feed, auth: AblyAuth, options: AblyServerOptions = {}): AblyRealtimeServer {
  const now = options.now ?? Date.now;
  const originAllowed = options.originAllowed ?? (() => true);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sessions = new Set<AblySession>();
  /** Recently dropped connections by connectionKey, so `resume` keeps the id. */
  const dropped = new BoundedMap<string, Omit<ConnectionIdentity, 'capability'>>({ maxEntries: MAX_DROPPED, ttlMs: CONNECTION_DETAILS.connectionStateTtl, now });
  const unlisten = feed.listen((message) => sessions.forEach((session) => session.deliver(message)));

  function identityFor(query: URLSearchParams, clientId: string | undefined): { identity: Omit<ConnectionIdentity, 'capability'>; error?: WireError } {
    const echo = query.get('echo') !== 'false';
    const resumeKey = query.get('resume') ?? query.get('recover');
    const previous = resumeKey ? dropped.get(resumeKey) : undefined;
    if (resumeKey) dropped.delete(resumeKey);
    if (previous) return { identity: { ...previous, echo } };
    const connectionId = randomBytes(8).toString('base64url');
    const identity = { connectionId, connectionKey: `${connectionId}!${randomBytes(12).toString('base64url')}`, clientId, echo };
    return { identity, error: resumeKey ? RESUME_FAILED : undefined };
  }

  function open(ws: WebSocket, req: IncomingMessage): void {
    const query = requestTarget(req.url)?.searchParams ?? new URLSearchParams();
    const refuse = (error: WireError) => {
      ws.send(JSON.stringify(errorFrame(error)));
      ws.close(1008);
    };
    if (query.get('format') === 'msgpack') return refuse(BINARY_UNSUPPORTED);
    const result = auth.checkConnect(query);
    if (!result.ok) return refuse(result.error);
    const { identity, error } = identityFor(query, result.clientId);
    // The credentials of this transport decide what it may do, also on a resumed connection.
    const session = new AblySession(ws, { ...identity, capability: result.capability }, feed, auth, error);
    sessions.add(session);
    ws.on('close', () => {
      session.dispose();
      sessions.delete(session);
      dropped.set(identity.connectionKey, identity);
    });
    ws.on('error', () => ws.terminate());
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const path = requestTarget(req.url)?.pathname;
    if (path !== '/') {
      socket.end(`HTTP/1.1 ${path === undefined ? '400 Bad Request' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, req));
  }

  return {
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    drop() {
      const count = sessions.size;
      sessions.forEach((session) => session.dispose(true));
      return count;
    },
    close() {
      unlisten();
      sessions.forEach((session) => session.dispose(true));
      sessions.clear();
      dropped.clear();
      wss.close();
    },
  };
}
