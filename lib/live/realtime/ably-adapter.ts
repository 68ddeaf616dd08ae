import type { ChannelStateChange, Message, Realtime, RealtimeChannel } from 'ably';
import { createDispatcher, type Dispatcher } from './dispatch';
import { parseAblyMessage } from './messages';
import { ABLY_BACKLOG_TOO_LARGE, replayStart, type ReplayStart } from './replay';
import { ablyClientOptions } from './sdk-options';
import { rawAblyStatus } from './status';
import type { ConnectRealtimeOptions, RealtimeConnection, RealtimeEndpoint } from './types';

/**
 * ably: the SDK reconnects by itself and re-attaches channels with their last channelSerial, so the
 * adapter only maps states and messages. Stream info's `subscribe_key` is a subscribe-only ably
 * token; `authUrl` renews it. The first attach starts at the entry's snapshot with a rewind.
 */
export async function connectAbly(options: ConnectRealtimeOptions, endpoint: RealtimeEndpoint): Promise<RealtimeConnection> {
  const { Realtime } = await import('ably');
  const dispatch = createDispatcher(options);
  const client = new Realtime(ablyClientOptions({ token: options.subscribeKey, authUrl: options.authUrl }, endpoint));

  dispatch.status(rawAblyStatus(client.connection.state));
  client.connection.on((change) => dispatch.status(rawAblyStatus(change.current)));

  const { replayFrom } = options;
  if (!replayFrom) subscribeAll(client, options.channels, null, dispatch);
  else {
    // A rewind counts back from the attach: measured once connected, so the time connecting took is in it.
    void client.connection.whenState('connected').then(() => {
      if (!dispatch.closed) subscribeAll(client, options.channels, replayStart(replayFrom, 'ably', Date.now()), dispatch);
    });
  }

  return {
    close() {
      if (dispatch.closed) return;
      dispatch.close();
      client.close();
    },
    reconnectNow() {
      // connect() on a disconnected or suspended connection tries at once; a connected one ignores it.
      if (!dispatch.closed && client.connection.state !== 'connected') client.connection.connect();
    },
  };
}

function subscribeAll(client: Realtime, channels: readonly string[], start: ReplayStart | null, dispatch: Dispatcher): void {
  const params = start?.kind === 'rewind' ? { params: { rewind: start.rewind } } : undefined;
  const attached = channels.map((name) => {
    const channel = client.channels.get(name, params);
    return (
      channel
        .subscribe((message: Message) => {
          const data: unknown = message.data;
          const publishedMs = typeof message.timestamp === 'number' ? message.timestamp : null;
          dispatch.message(name, { name: message.name, data }, parseAblyMessage(name, message.name, data), publishedMs);
        })
        // Settles when the channel attaches; attach failures are connection or channel errors the state
        // listener reports, and a close() before attaching rejects it: nothing to do, but for a rewind.
        .catch(() => (params ? attachWithoutRewind(channel, dispatch) : null))
    );
  });
  if (!start) return;
  // A rewind over more than ably replays attaches with 90004; one too old was not asked for at all.
  void Promise.all(attached).then((changes: (ChannelStateChange | null)[]) => {
    if (start.kind === 'too-old' || changes.some((change) => change?.reason?.code === ABLY_BACKLOG_TOO_LARGE)) dispatch.gap();
  });
}

/**
 * An attach with a rewind that ably refused (a token without the right to it, say) must not leave the
 * room deaf: the channel attaches from now (its listener stays subscribed), then the room reads what
 * it missed again (the gap's resync).
 */
async function attachWithoutRewind(channel: RealtimeChannel, dispatch: Dispatcher): Promise<null> {
  if (dispatch.closed) return null;
  try {
    await channel.setOptions({ params: {} });
    if (channel.state !== 'attached' && !dispatch.closed) await channel.attach();
  } catch {
    // Connection failures are the state listener's to report; the SDK attaches again on reconnect.
  }
  // Read again once attached, so nothing published meanwhile falls between the two.
  dispatch.gap();
  return null;
}
