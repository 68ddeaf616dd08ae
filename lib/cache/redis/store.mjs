import { createClient, RESP_TYPES } from 'redis';
import { formatTagTime, parseTagTime } from './tag-clock.mjs';

/** After a failed or slow command Redis is skipped this long, so no request waits on a dead server. */
export const REDIS_COOLDOWN_MS = 1000;
const MAX_BACKOFF_MS = 5000;

export const reconnectDelay = (retries) => Math.min(50 * 2 ** retries, MAX_BACKOFF_MS);

/**
 * One Redis connection for the cache handlers and /readyz. Every call answers a fallback instead of
 * throwing or waiting: commands are refused while disconnected (no offline queue), time out after
 * `timeoutMs`, and a failure skips Redis for a cool-down. `onOutage` hears the first error of an
 * outage only; `onRecovery` when a command succeeds again. The client reconnects with a back-off.
 */
export function createRedisStore({ url, timeoutMs, keyPrefix, onOutage = () => {}, onRecovery = () => {}, onTagTimes = () => {} }) {
  let outage = null;
  let skipUntil = 0;
  let tagsSynced = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs, typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } },
    // Connecting is off the request path (commands are refused until ready): a slow start is no outage.
    socket: { connectTimeout: 5000, reconnectStrategy: reconnectDelay },
  });
  // Revalidations arrive pushed (a second connection subscribed to the tags channel), so reads judge
  // tags in memory with no round trip. After any (re)connect the whole hash is read again, since
  // messages sent meanwhile are lost; until then reads ask Redis for their tags.
  const subscriber = client.duplicate();
  const tagsKey = `${keyPrefix}tags`;
  const channel = `${keyPrefix}tags`;
  const failed = (error) => {
    skipUntil = Date.now() + REDIS_COOLDOWN_MS;
    if (outage) return;
    outage = error instanceof Error ? error : new Error(String(error));
    onOutage(outage);
  };
  const recovered = () => {
    skipUntil = 0;
    if (!outage) return;
    outage = null;
    onRecovery();
  };
  async function syncTags() {
    tagsSynced = false;
    if (!client.isReady || !subscriber.isReady) return;
    try {
      const all = await client.hGetAll(tagsKey);
      for (const [tag, text] of all instanceof Map ? all : Object.entries(all)) {
        const time = parseTagTime(String(text));
        if (time) onTagTimes([[String(tag), time]]);
      }
      tagsSynced = client.isReady && subscriber.isReady;
    } catch (error) {
      failed(error);
    }
  }
  const lost = (error) => {
    tagsSynced = false;
    failed(error);
  };
  client.on('error', lost);
  client.on('ready', () => {
    recovered();
    void syncTags();
  });
  subscriber.on('error', lost);
  subscriber.on('ready', () => void syncTags());
  client.connect().catch(failed);
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        const { tags, time } = JSON.parse(String(message));
        onTagTimes(tags.map((tag) => [tag, time]));
      }),
    )
    .then(syncTags)
    .catch(failed);

  const available = () => client.isReady && Date.now() >= skipUntil;
  async function run(command, fallback) {
    if (!available()) return fallback;
    try {
      const answer = await command();
      if (outage) recovered();
      return answer;
    } catch (error) {
      failed(error);
      return fallback;
    }
  }

  return {
    available,
    /** True while pushed revalidations are being received and the hash was read since the last connect. */
    tagsSynced: () => tagsSynced && client.isReady && subscriber.isReady && Date.now() >= skipUntil,
    /** The stored bytes, or undefined (missing, or Redis unavailable). */
    get: (key) => run(async () => (await client.get(keyPrefix + key)) ?? undefined, undefined),
    set: (key, bytes, ttlMs) => run(() => client.set(keyPrefix + key, bytes, { expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) } }), null),
    /** Each known tag's revalidation times, or null when Redis could not be asked. */
    tagTimes: (tags) =>
      run(async () => {
        if (tags.length === 0) return new Map();
        const answers = await client.hmGet(tagsKey, tags);
        const times = new Map();
        answers.forEach((answer, index) => {
          const time = parseTagTime(answer == null ? null : String(answer));
          if (time) times.set(tags[index], time);
        });
        return times;
      }, null),
    /** True when Redis took the write. */
    markTags: (tags, time) =>
      run(async () => {
        await client.hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, formatTagTime(time)])));
        await client.publish(channel, JSON.stringify({ tags, time }));
        return true;
      }, false),
    /** For /readyz: a PING within the timeout, or why not. */
    async health() {
      if (!client.isReady) return { ok: false, reason: `redis unreachable${outage ? `: ${outage.message}` : ''}` };
      try {
        await client.ping();
        recovered();
        return { ok: true };
      } catch (error) {
        failed(error);
        return { ok: false, reason: `redis did not answer a ping: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    close() {
      client.destroy();
      subscriber.destroy();
    },
  };
}
