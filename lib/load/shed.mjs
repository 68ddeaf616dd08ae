// Load shedding (issue 27): when the server's event loop lags past a threshold, work nobody waits
// for (a link prefetch, a measurement beacon, a playback report) is refused with 503 and
// Retry-After, so pages and room entries keep the loop. Pure rules with an injectable clock; plain
// .mjs because the production server (scripts/serve.mjs) loads it with Node, unbundled.

import { headerValue } from '../cache/front/rules.mjs';

/** Lag (ms) past which the server counts as overloaded; it recovers below RECOVER_MS after HOLD_MS. */
export const SHED_DEFAULTS = Object.freeze({ thresholdMs: 150, recoverMs: 50, holdMs: 2000, retryAfterS: 2 });

export { retryDelayMs } from './retry-delay.mjs';

/**
 * Whether a request is work the viewer does not wait for: a Next link prefetch (its router
 * headers) or a browser speculation (`Purpose`/`Sec-Purpose: prefetch`). Pages, navigations, RSC
 * fetches the viewer clicked for, server actions and the room's entry are not. (Measurement beacons
 * and playback reports go to ANALYTICS_BEACON_URL, a collector apart from the storefront.)
 */
export function isDeferrable({ headers }) {
  const prefetch = headerValue(headers['next-router-prefetch']);
  if ((prefetch && prefetch !== '0') || headers['next-router-segment-prefetch'] !== undefined) return true;
  return `${headerValue(headers.purpose)} ${headerValue(headers['sec-purpose'])}`.toLowerCase().includes('prefetch');
}

/**
 * Overload with hysteresis, from lag samples: overloaded once a sample passes `thresholdMs`, and
 * again healthy only when samples stayed under `recoverMs` for `holdMs`. A single slow tick (a
 * cold render) therefore sheds for a moment, a saturated loop for as long as it lasts.
 */
export function createLoadGauge({ thresholdMs = SHED_DEFAULTS.thresholdMs, recoverMs = SHED_DEFAULTS.recoverMs, holdMs = SHED_DEFAULTS.holdMs, now = Date.now } = {}) {
  let overloadedSince = null;
  let calmSince = null;
  let lastLagMs = 0;
  return {
    record(lagMs) {
      lastLagMs = lagMs;
      const at = now();
      if (lagMs > thresholdMs) {
        overloadedSince ??= at;
        calmSince = null;
      } else if (overloadedSince !== null && lagMs < recoverMs) {
        calmSince ??= at;
        if (at - calmSince >= holdMs) {
          overloadedSince = null;
          calmSince = null;
        }
      } else calmSince = null;
    },
    get overloaded() {
      return overloadedSince !== null;
    },
    get lagMs() {
      return lastLagMs;
    },
  };
}

/** The answer to shed work: 503, Retry-After, nothing to keep. */
export function shedResponse(retryAfterS = SHED_DEFAULTS.retryAfterS) {
  return { status: 503, headers: { 'retry-after': String(retryAfterS), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' }, body: 'busy, retry later' };
}


/**
 * A request listener around `handle`: while `gauge` says overloaded, deferrable requests get
 * shedResponse(); everything else goes on. Put it behind the front cache, so what the cache holds
 * is still answered.
 */
export function withLoadShedding(gauge, handle, { retryAfterS = SHED_DEFAULTS.retryAfterS } = {}) {
  return (req, res) => {
    if (gauge.overloaded && isDeferrable({ headers: req.headers })) {
      const answer = shedResponse(retryAfterS);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
      return undefined;
    }
    return handle(req, res);
  };
}

/**
 * Samples the event loop's lag into `gauge` every `intervalMs` (how late a timer fires). Returns a
 * stop function; the timer does not keep the process alive.
 */
export function sampleEventLoopLag(gauge, { intervalMs = 50, now = () => performance.now() } = {}) {
  let expected = now() + intervalMs;
  const timer = setInterval(() => {
    const at = now();
    gauge.record(Math.max(0, at - expected));
    expected = at + intervalMs;
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
