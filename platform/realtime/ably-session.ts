import type { WebSocket } from 'ws';
import type { AblyAuth } from './ably-auth';
import { allows, allowsAny, CAPABILITY_DENIED, type Capability } from './ably-capability';
import {
  ACKED_ACTIONS,
  ACTION,
  ackFrame,
  attachedFrame,
  BACKLOG_TOO_LARGE,
  nackFrame,
  closedFrame,
  connectedFrame,
  detachedFrame,
  errorFrame,
  FLAG,
  heartbeatFrame,
  HEARTBEAT_INTERVAL_MS,
  messageFrame,
  parseFrame,
  parseRewind,
  REWIND_LIMIT,
  type InboundFrame,
  type WireError,
} from './ably-wire';
import type { Feed, FeedMessage } from './feed';
import { fromAblyData } from './payload';
import { previousTimetoken } from './timetoken';

/** What a connection keeps across WebSocket transports (resume within connectionStateTtl). */
export interface ConnectionIdentity {
  connectionId: string;
  connectionKey: string;
  clientId?: string;
  /** `echo=false`: the client does not want its own messages back. */
  echo: boolean;
  /** What the connection's key or token may do (renewed by AUTH). */
  capability: Capability;
}

/**
 * One ably realtime connection on one WebSocket: answers the client's protocol messages and
 * forwards feed messages on the channels it attached.
 */
export class AblySession {
  private readonly attached = new Set<string>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private identity: ConnectionIdentity,
    private readonly feed: Feed,
    private readonly auth: AblyAuth,
    connectError?: WireError,
  ) {
    this.send(connectedFrame(identity.connectionId, identity.connectionKey, identity.clientId, connectError));
    this.heartbeat = setInterval(() => this.send(heartbeatFrame()), HEARTBEAT_INTERVAL_MS);
    ws.on('message', (data, isBinary) => {
      const frame = isBinary ? null : parseFrame(data.toString());
      try {
        if (frame) this.onFrame(frame);
      } catch {
        // A frame the session cannot handle ends this connection only, never the process.
        this.dispose();
        ws.close(1011);
      }
    });
  }

  /** Called by the server for every feed message. */
  deliver(message: FeedMessage): void {
    if (!this.attached.has(message.channel)) return;
    if (!this.identity.echo && message.originConnectionId === this.identity.connectionId) return;
    this.send(messageFrame(message));
  }

  /** Stops timers; `terminate` also drops the socket (platform shutdown). */
  dispose(terminate = false): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    if (terminate) this.ws.terminate();
  }

  private onFrame(frame: InboundFrame): void {
    switch (frame.action) {
      case ACTION.HEARTBEAT:
        // A client ping (connection.ping()) carries an id the answer must echo.
        this.send(heartbeatFrame(frame.id));
        return;
      case ACTION.ATTACH:
        if (frame.channel) this.attach(frame.channel, frame.channelSerial, frame.flags, frame.params);
        return;
      case ACTION.DETACH:
        if (frame.channel) {
          this.attached.delete(frame.channel);
          this.send(detachedFrame(frame.channel));
        }
        return;
      case ACTION.AUTH:
        this.reauthorize(frame.accessToken);
        return;
      case ACTION.CLOSE:
        this.send(closedFrame());
        this.dispose();
        this.ws.close(1000);
        return;
      default:
        if (ACKED_ACTIONS.has(frame.action)) this.acknowledge(frame);
    }
  }

  /**
   * ATTACHED with the channel's serial, then whatever the client missed since the serial it sent
   * (ably-js sends its last channelSerial when it re-attaches after a reconnect), or, on a first
   * attach, what its `rewind` param asks for (at most REWIND_LIMIT, else BACKLOG_TOO_LARGE, as ably).
   */
  private attach(channel: string, sinceSerial: string | undefined, flags: number | undefined, params: Record<string, string> | undefined): void {
    // Real ably answers a channel outside the capability with a channel ERROR (the channel fails).
    if (!allowsAny(this.identity.capability, channel)) {
      this.send(errorFrame(CAPABILITY_DENIED(channel, 'attach'), channel));
      return;
    }
    this.attached.add(channel);
    const modes = grantedModes(this.identity.capability, channel);
    // A resume wins over a rewind: "rewind only has an effect on an initial channel attachment".
    const rewind = sinceSerial ? null : parseRewind(params?.rewind);
    if (rewind) {
      const { messages, truncated } = this.feed.rewind(channel, rewind, REWIND_LIMIT);
      const serial = messages.length ? previousTimetoken(messages[0].timetoken) : this.feed.latest(channel);
      this.send(attachedFrame(channel, serial, flags, false, modes, { params, ...(truncated ? { error: BACKLOG_TOO_LARGE } : {}) }));
      messages.forEach((message) => this.deliver(message));
      return;
    }
    const missed = sinceSerial ? this.feed.since([channel], sinceSerial) : [];
    const resumed = Boolean(sinceSerial) && this.feed.covers(channel, sinceSerial ?? '');
    // With a replay to follow, ATTACHED keeps the client's serial; each replayed MESSAGE advances it.
    const serial = sinceSerial && missed.length ? sinceSerial : this.feed.latest(channel);
    this.send(attachedFrame(channel, serial, flags, resumed, modes, params ? { params } : {}));
    missed.forEach((message) => this.deliver(message));
  }

  /** ACK first, then publish: the publisher's own echo follows its ACK, as with the real service. */
  private acknowledge(frame: InboundFrame): void {
    const operation = frame.action === ACTION.MESSAGE ? 'publish' : frame.action === ACTION.PRESENCE ? 'presence' : null;
    if (operation && frame.channel && !allows(this.identity.capability, frame.channel, operation)) {
      // Refused with ably's NACK and nothing reaches the feed.
      if (frame.msgSerial !== undefined) this.send(nackFrame(frame.msgSerial, 1, CAPABILITY_DENIED(frame.channel, operation)));
      return;
    }
    if (frame.msgSerial !== undefined) this.send(ackFrame(frame.msgSerial, 1));
    if (frame.action !== ACTION.MESSAGE || !frame.channel) return; // presence/objects: acknowledged, not emulated
    for (const message of frame.messages ?? []) {
      const clientId = message.clientId ?? this.identity.clientId;
      this.feed.append({
        channel: frame.channel,
        name: message.name ?? '',
        data: fromAblyData(message.data, message.encoding),
        publisher: clientId ?? `ably-${this.identity.connectionId}`,
        originConnectionId: this.identity.connectionId,
        ablyPayload: { data: message.data, encoding: message.encoding, clientId },
      });
    }
  }

  /** In-band token renewal: a CONNECTED with the same connection answers a valid token. */
  private reauthorize(token: string | undefined): void {
    const result = token ? this.auth.checkToken(token) : null;
    if (result?.ok) {
      this.identity = { ...this.identity, capability: result.capability };
      // Channels the new token does not cover are left (real ably fails them).
      for (const channel of [...this.attached]) {
        if (allowsAny(result.capability, channel)) continue;
        this.attached.delete(channel);
        this.send(errorFrame(CAPABILITY_DENIED(channel, 'attach'), channel));
      }
      const { connectionId, connectionKey, clientId } = this.identity;
      this.send(connectedFrame(connectionId, connectionKey, result.clientId ?? clientId));
    } else {
      this.send(errorFrame(result && !result.ok ? result.error : { message: 'No token in AUTH', code: 40101, statusCode: 401 }));
      this.dispose();
      this.ws.close(1000);
    }
  }

  private send(frame: object): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame));
  }
}

/** The channel modes a capability grants, as ATTACHED flags. */
function grantedModes(capability: Capability, channel: string): number {
  let modes = 0;
  if (allows(capability, channel, 'subscribe')) modes |= FLAG.SUBSCRIBE;
  if (allows(capability, channel, 'publish')) modes |= FLAG.PUBLISH;
  if (allows(capability, channel, 'presence')) modes |= FLAG.PRESENCE | FLAG.PRESENCE_SUBSCRIBE;
  return modes;
}
