// A client's backoff for shed work (issue 27), apart from lib/load/shed.mjs so a client bundle
// (lib/load/prefetch-budget.ts) takes only this. Plain .mjs: the server loads shed.mjs unbundled.

/**
 * A client's wait before retrying shed work: the server's Retry-After (seconds) or `baseMs`,
 * doubled per attempt, then spread over [½, 1½) of that by `random`, so a crowd does not come back
 * at the same moment. Null after `maxAttempts`: give up (it was not essential).
 */
export function retryDelayMs({ attempt, retryAfter, baseMs = 1000, maxAttempts = 3, random = Math.random }) {
  if (attempt >= maxAttempts) return null;
  const seconds = Number(retryAfter);
  const base = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : baseMs;
  return Math.round(base * 2 ** attempt * (0.5 + random()));
}
