import { json, type PlatformRequest, type Reply, type Router } from '../http';
import { PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY } from './config';
import type { Feed } from './feed';
import { fromPubnubPayload } from './payload';
import { ChannelGroups } from './pubnub-groups';
import { LongPolls } from './pubnub-long-poll';
import { heartbeatTimeout, PresenceTracker } from './pubnub-presence';
import { channelRegistryOk, isHandshake, presenceOk, publishAnswer, serviceError, splitNames, subscribeAnswer } from './pubnub-wire';

/**
 * The pubnub REST protocol on the API server, for the real pubnub SDK configured with
 * `origin: '<host>:<port>', ssl: false`: subscribe (handshake + long-poll), publish (GET and POST),
 * time, presence heartbeat / leave / here-now, and channel groups. CORS comes from the router.
 */

export interface PubnubOptions {
  /** How long a subscribe long-poll is held without messages. */
  holdMs: number;
}

export interface PubnubService {
  register(router: Router): void;
  /** Cuts the held long-polls; returns how many. */
  drop(): number;
  close(): void;
}

const SUB = ':sub';
/** pubnub's own message size limit. */
export const MAX_MESSAGE_BYTES = 32 * 1024;

export function createPubnub(feed: Feed, options: PubnubOptions): PubnubService {
  const groups = new ChannelGroups();
  const presence = new PresenceTracker();
  const polls = new LongPolls(feed, PUBNUB_SUBSCRIBE_KEY, options.holdMs);

  const badSubscribeKey = (req: PlatformRequest): Reply | null =>
    req.params.sub === PUBNUB_SUBSCRIBE_KEY ? null : json(serviceError(400, 'Invalid Subscribe Key'), 400);
  const groupsOf = (req: PlatformRequest) => splitNames(req.query.get('channel-group'));
  /** Channels named in the path plus those of the `channel-group` query. */
  const channelsOf = (req: PlatformRequest) => [
    ...new Set([...splitNames(req.params.channels), ...groupsOf(req).flatMap((group) => groups.channelsOf(group))]),
  ];

  function subscribe(req: PlatformRequest): Reply | null {
    const invalid = badSubscribeKey(req);
    if (invalid) return invalid;
    const subscriptionOf = groups.resolve(splitNames(req.params.channels), groupsOf(req));
    if (subscriptionOf.size === 0) return json(serviceError(400, 'No channels or channel groups', 'Subscribe'), 400);
    presence.touch(req.query.get('uuid'), [...subscriptionOf.keys()], heartbeatTimeout(req.query.get('heartbeat')));
    const tt = req.query.get('tt');
    // The handshake only fixes the cursor: everything published after it arrives on the next poll.
    if (isHandshake(tt)) return json(subscribeAnswer([], PUBNUB_SUBSCRIBE_KEY, (c) => c, feed.clock.current()));
    return polls.serve(req, subscriptionOf, tt ?? '0');
  }

  function publish(req: PlatformRequest, payload: unknown): Reply {
    if (req.params.pub !== PUBNUB_PUBLISH_KEY || req.params.sub !== PUBNUB_SUBSCRIBE_KEY) {
      return json([0, 'Invalid Key', feed.clock.current()], 400);
    }
    if (Buffer.byteLength(JSON.stringify(payload) ?? '') > MAX_MESSAGE_BYTES) return json([0, 'Message Too Large', feed.clock.current()], 413);
    const { name, data } = fromPubnubPayload(payload);
    const message = feed.append({
      channel: req.params.channel,
      name,
      data,
      publisher: req.query.get('uuid') ?? undefined,
      pubnubPayload: payload,
    });
    return json(publishAnswer(message.timetoken));
  }

  /** POST publish: the SDKs deflate the body; platform/http.ts inflates it before it gets here. */
  function publishFromBody(req: PlatformRequest): Reply {
    return publish(req, req.body ?? null);
  }

  function publishFromPath(req: PlatformRequest): Reply {
    try {
      return publish(req, JSON.parse(req.params.message));
    } catch {
      return json([0, 'Invalid JSON', feed.clock.current()], 400);
    }
  }

  function hereNow(req: PlatformRequest): Reply {
    const invalid = badSubscribeKey(req);
    if (invalid) return invalid;
    const named = req.params.channels === undefined ? presence.channels() : channelsOf(req);
    const withUuids = req.query.get('disable_uuids') !== '1';
    const entry = (channel: string) => {
      const uuids = presence.uuids(channel);
      return { occupancy: uuids.length, ...(withUuids ? { uuids } : {}) };
    };
    // One channel: a flat answer; several (or global): the `payload.channels` form.
    if (req.params.channels !== undefined && named.length === 1 && groupsOf(req).length === 0) {
      return json(presenceOk(entry(named[0])));
    }
    const channels = Object.fromEntries(named.map((channel) => [channel, entry(channel)]));
    const totalOccupancy = Object.values(channels).reduce((sum, { occupancy }) => sum + occupancy, 0);
    return json(presenceOk({ payload: { channels, total_channels: named.length, total_occupancy: totalOccupancy } }));
  }

  function channelGroup(req: PlatformRequest): Reply {
    const invalid = badSubscribeKey(req);
    if (invalid) return invalid;
    const { group } = req.params;
    const add = splitNames(req.query.get('add'));
    const remove = splitNames(req.query.get('remove'));
    if (add.length && !groups.add(group, add)) return json(serviceError(400, 'Maximum channel registry size exceeded', 'Channel Groups'), 400);
    if (remove.length) groups.remove(group, remove);
    if (add.length || remove.length) return json(channelRegistryOk());
    return json(channelRegistryOk({ channels: groups.channelsOf(group), group }));
  }

  return {
    register(router) {
      router.get('/time/0', () => ({
        status: 200,
        // Written by hand: a 17-digit number would lose digits through a JS number.
        raw: `[${feed.clock.current()}]`,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }));
      router.get(`/v2/subscribe/${SUB}/:channels/0`, subscribe);
      router.get(`/publish/:pub/${SUB}/0/:channel/0/:message`, publishFromPath);
      router.post(`/publish/:pub/${SUB}/0/:channel/0`, publishFromBody);

      router.get(`/v2/presence/sub-key/${SUB}/channel/:channels/heartbeat`, (req) => {
        const invalid = badSubscribeKey(req);
        if (invalid) return invalid;
        presence.touch(req.query.get('uuid'), channelsOf(req), heartbeatTimeout(req.query.get('heartbeat')));
        return json(presenceOk());
      });
      router.get(`/v2/presence/sub-key/${SUB}/channel/:channels/leave`, (req) => {
        const invalid = badSubscribeKey(req);
        if (invalid) return invalid;
        presence.leave(req.query.get('uuid'), channelsOf(req));
        return json(presenceOk({ action: 'leave' }));
      });
      router.get(`/v2/presence/sub-key/${SUB}/channel/:channels`, hereNow);
      router.get(`/v2/presence/sub-key/${SUB}`, hereNow);

      router.get(`/v1/channel-registration/sub-key/${SUB}/channel-group`, (req) =>
        badSubscribeKey(req) ?? json(channelRegistryOk({ groups: groups.groups(), sub_key: PUBNUB_SUBSCRIBE_KEY })),
      );
      router.get(`/v1/channel-registration/sub-key/${SUB}/channel-group/:group`, channelGroup);
      router.get(`/v1/channel-registration/sub-key/${SUB}/channel-group/:group/remove`, (req) => {
        const invalid = badSubscribeKey(req);
        if (invalid) return invalid;
        groups.delete(req.params.group);
        return json(channelRegistryOk());
      });
    },
    drop: () => polls.drop(),
    close() {
      polls.close();
      presence.clear();
      groups.clear();
    },
  };
}
