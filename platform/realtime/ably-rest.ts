import { json, type PlatformRequest, type Reply, type Router } from '../http';
import type { AblyAuth } from './ably-auth';
import { allows, CAPABILITY_DENIED } from './ably-capability';
import type { WireError } from './ably-wire';
import type { Feed } from './feed';
import { fromAblyData } from './payload';

/**
 * The ably REST calls an SDK may make against the endpoint: server time (`queryTime`), token
 * requests (token auth) and channel publish (`Ably.Rest`). JSON only, like the realtime side.
 */

/** ably's REST errors: the body, and the code in headers as the service sends them (ably-js reads either). */
const errorReply = (error: WireError): Reply => ({
  ...json({ error }, error.statusCode),
  headers: { 'x-ably-errorcode': String(error.code), 'x-ably-errormessage': error.message },
});

function publishRest(req: PlatformRequest, feed: Feed, auth: AblyAuth): Reply {
  const result = auth.checkHeader(req.headers.authorization);
  if (!result.ok) return errorReply(result.error);
  if (!allows(result.capability, req.params.channel, 'publish')) return errorReply(CAPABILITY_DENIED(req.params.channel, 'publish'));
  const messages = Array.isArray(req.body) ? req.body : [req.body];
  const valid = messages.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null);
  if (valid.length === 0) return errorReply({ message: 'No messages in body', code: 40000, statusCode: 400 });
  let last = '';
  for (const message of valid) {
    const data = message.data;
    const encoding = typeof message.encoding === 'string' ? message.encoding : undefined;
    const clientId = typeof message.clientId === 'string' ? message.clientId : result.clientId;
    last = feed.append({
      channel: req.params.channel,
      name: typeof message.name === 'string' ? message.name : '',
      data: fromAblyData(data, encoding),
      publisher: clientId,
      ablyPayload: { data, encoding, clientId },
    }).timetoken;
  }
  return json({ channel: req.params.channel, messageId: `kirari:${last}` }, 201);
}

export function registerAblyRest(router: Router, feed: Feed, auth: AblyAuth): void {
  router.get('/time', () => json([Date.now()]));
  router.post('/keys/:keyName/requestToken', (req) => {
    const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
    const result = auth.requestToken(req.params.keyName, body, req.headers.authorization);
    return result.ok ? json(result.details) : errorReply(result.error);
  });
  router.post('/channels/:channel/messages', (req) => publishRest(req, feed, auth));
}
