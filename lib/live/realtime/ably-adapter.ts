import { createDispatcher } from './dispatch';
import { parseAblyMessage } from './messages';
import { ablyClientOptions } from './sdk-options';
import { rawAblyStatus } from './status';
import type { ConnectRealtimeOptions, RealtimeConnection, RealtimeEndpoint } from './types';

/**
 * ably: the SDK reconnects by itself and re-attaches channels with their last channelSerial, so the
 * adapter only maps states and messages. Stream info's `subscribe_key` is a subscribe-only ably
 * token; `authUrl` renews it.
 */
export async function connectAbly(options: ConnectRealtimeOptions, endpoint: RealtimeEndpoint): Promise<RealtimeConnection> {
  const { Realtime } = await import('ably');
  const dispatch = createDispatcher(options);
  const client = new Realtime(ablyClientOptions({ token: options.subscribeKey, authUrl: options.authUrl }, endpoint));

  dispatch.status(rawAblyStatus(client.connection.state));
  client.connection.on((change) => dispatch.status(rawAblyStatus(change.current)));

  for (const name of options.channels) {
    const channel = client.channels.get(name);
    // The promise settles when the channel attaches; attach failures are connection or channel
    // errors the state listener reports, and a close() before attaching rejects it: nothing to do.
    channel
      .subscribe((message) => {
        const data: unknown = message.data;
        const publishedMs = typeof message.timestamp === 'number' ? message.timestamp : null;
        dispatch.message(name, { name: message.name, data }, parseAblyMessage(name, message.name, data), publishedMs);
      })
      .catch(() => undefined);
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
