import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { connectRealtime, realtimeEndpointFor, type ConnectRealtimeOptions, type RealtimeConnection, type RealtimeProvider, type RealtimeStatus } from '@/lib/live/realtime';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { streamInfoRealtimeFields } from '@/platform/realtime/config';
import { waitFor } from './realtime-helpers';

/** What a test of the production adapters chooses; the rest is what stream info gives a room. */
type RoomOptions = Pick<ConnectRealtimeOptions, 'onMessage' | 'replayFrom' | 'onGap'>;

/**
 * The in-process platform for the storefront's production adapters (lib/live/realtime) with the
 * real SDKs: started once for the calling test file, every connection closed after each test.
 * Call at the top level of the file: it registers the file's hooks.
 */
export function adapterPlatform() {
  let platform: RunningPlatform | undefined;
  const connections: RealtimeConnection[] = [];
  beforeAll(async () => {
    platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
  });
  afterEach(() => connections.splice(0).forEach((connection) => connection.close()));
  afterAll(() => platform?.close());
  const base = () => platform!.ctx.options.publicUrl;

  /**
   * Connects to a post's channels as the room does, with what stream info gives (the pubnub
   * subscribe key, or a subscribe-only ably token); resolves once connected (reconnects take longer
   * than plain deliveries: 8 s).
   */
  async function connectRoom(provider: RealtimeProvider, postId: number, options: RoomOptions) {
    const { realtime_service_provider: info } = streamInfoRealtimeFields(provider, postId, (channels) => platform!.ctx.realtime.subscribeToken(channels));
    const statuses: RealtimeStatus[] = [];
    const connection = await connectRealtime({
      provider,
      channels: info.channel_list,
      subscribeKey: info.subscribe_key,
      userId: `viewer-${postId}`,
      endpoint: realtimeEndpointFor(base()),
      onStatus: (status) => statuses.push(status),
      ...options,
    });
    connections.push(connection);
    await waitFor(() => (statuses.includes('connected') ? true : undefined), 8_000);
    return { connection, statuses };
  }

  return { base, connectRoom };
}
