import { checkEnvironment, type EnvCheck } from '@/lib/config/env-schema';
import { NODE_ONLY_VARS } from '@/lib/config/edge-vars.mjs';

/**
 * The edge host's configuration (docs/adr/0014-edge-host.md): the same variables as the Node host,
 * checked by the same schema, plus what only the edge needs. Variables arrive as Worker vars and
 * secrets, the caches as bindings (wrangler.jsonc); each missing one is named.
 */

/** Bindings the worker cannot serve without, with what each is (the README lists them too). */
export const EDGE_BINDINGS = {
  ASSETS: 'the static assets (wrangler.jsonc assets.binding)',
  NEXT_INC_CACHE_R2_BUCKET: 'an R2 bucket for the incremental cache',
  NEXT_TAG_CACHE_D1: 'a D1 database for the tag cache',
  WORKER_SELF_REFERENCE: 'a service binding to this worker (background revalidation)',
} as const;

/** The edge host has no embedded platform, and the platform reports changes with the secret. */
export const EDGE_REQUIRED_VARS = ['PLATFORM_API_URL', 'REVALIDATE_SECRET'] as const;

export function checkEdgeEnvironment(vars: Record<string, unknown>, bindings: Record<string, unknown>): EnvCheck {
  // Bindings sit beside the vars in a Worker's env: only strings are variables.
  const strings = Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const checked = checkEnvironment(strings);
  const problems = checked.ok ? [] : [...checked.problems];
  for (const key of EDGE_REQUIRED_VARS) if (!strings[key]) problems.push(`${key} is required on the edge host (a Worker variable or secret)`);
  for (const [key, what] of Object.entries(EDGE_BINDINGS)) if (bindings[key] == null) problems.push(`${key} is missing: bind ${what} in wrangler.jsonc`);
  // The Node host's own: set on the edge they would be silently ignored, so they are named instead.
  for (const key of NODE_ONLY_VARS) if (strings[key]) problems.push(`${key} is the Node host's: the edge host has no Redis, front cache or Node server, unset it`);
  return problems.length === 0 && checked.ok ? checked : { ok: false, problems };
}
