// The front process's hop to Next (scripts/serve.mjs, docs/adr/0009): every request it does not
// answer itself goes to the Next process over a few kept-alive connections. The front alone accepts
// viewers' connections; its loop stays short, so a crowd's new connections are taken at once and
// wait their turn here, in order, instead of in the busy Next process's listen queue (Node 20 took
// about ten a second there while it rendered).
import http from 'node:http';

/** Connection fields of one hop, never forwarded (RFC 9110 §7.6.1), either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-authenticate', 'proxy-authorization']);

/**
 * Connections to Next, and so renders under way there at once. Measured (bench/arrivals.mjs, closed
 * loop of 200, on a busy machine): 64 let Next interleave so many entries that the slowest waited
 * 2.3 s; 16 kept them near their turn, 1.7–1.9 s.
 */
export const UPSTREAM_SOCKETS = 16;

/** How long a connection to Next may stay idle: under Next's own keep-alive timeout (scripts/serve-next.mjs). */
export const UPSTREAM_IDLE_MS = 30_000;

/** The fields that go past this hop, either way. */
function endToEnd(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

/** The request's fields for Next: hop-by-hop ones out, the client's address last in X-Forwarded-For, as a proxy adds it. */
export function forwardedHeaders(headers, clientAddress) {
  const out = endToEnd(headers);
  if (clientAddress) out['x-forwarded-for'] = out['x-forwarded-for'] ? `${out['x-forwarded-for']}, ${clientAddress}` : clientAddress;
  return out;
}

/**
 * A request listener that forwards to Next on `socketPath` (or `port`). The answer's fields are set
 * one by one on `res`, so the front cache reads them as it read Next's own; the body is streamed.
 * A GET or HEAD whose kept-alive connection was closed under it is sent once more on a new one.
 */
export function createForwarder({ socketPath, port, sockets = UPSTREAM_SOCKETS }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, timeout: UPSTREAM_IDLE_MS });
  const target = socketPath ? { socketPath } : { host: '127.0.0.1', port };
  const forward = (req, res, retried) =>
    new Promise((done) => {
      // The viewer left: nothing more is sent or asked for them (no retry of what we ourselves cut).
      let abandoned = false;
      const upstream = http.request({ ...target, agent, method: req.method, path: req.url, headers: forwardedHeaders(req.headers, req.socket.remoteAddress) }, (answer) => {
        if (abandoned) {
          upstream.destroy();
          return done();
        }
        for (const [name, value] of Object.entries(endToEnd(answer.headers))) res.setHeader(name, value);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
        answer.pipe(res);
        answer.once('end', done);
        answer.once('error', () => {
          res.destroy();
          done();
        });
      });
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      upstream.once('error', (error) => {
        if (abandoned) return done();
        if (res.headersSent) {
          res.destroy();
          return done();
        }
        // A reused connection Next had just closed: nothing was sent, so a GET may go again.
        if (!retried && idempotent && upstream.reusedSocket && error.code === 'ECONNRESET') return forward(req, res, true).then(done);
        res.statusCode = 502;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Bad Gateway');
        done();
      });
      // Next stops rendering for nobody, and its connection is not held by an answer nobody reads.
      const leave = () => {
        if (res.writableFinished) return;
        abandoned = true;
        upstream.destroy();
      };
      if (res.destroyed) leave();
      else res.once('close', leave);
      if (idempotent) upstream.end();
      else req.pipe(upstream);
    });
  const listener = (req, res) => forward(req, res, false);
  listener.close = () => agent.destroy();
  return listener;
}
