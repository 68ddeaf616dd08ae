import { describe, expect, it } from '@jest/globals';
import { checkEdgeEnvironment, EDGE_BINDINGS } from '@/lib/config/edge-schema';
import { EDGE_WORKER_VARS, NODE_ONLY_VARS, START_ONLY_VARS } from '@/lib/config/edge-vars.mjs';
import { ENV_KEYS } from '@/lib/config/env-schema';

const BINDINGS = { ASSETS: {}, NEXT_INC_CACHE_R2_BUCKET: {}, NEXT_TAG_CACHE_D1: {}, WORKER_SELF_REFERENCE: {} };
const VARS = { PLATFORM_API_URL: 'https://api.example', SITE_URL: 'https://shop.example', REVALIDATE_SECRET: 'a-secret-of-enough-length' };

describe('checkEdgeEnvironment', () => {
  it('accepts the variables and bindings an edge deployment needs, ignoring bindings among the vars', () => {
    expect(checkEdgeEnvironment({ ...VARS, ...BINDINGS }, BINDINGS)).toEqual({ ok: true, config: VARS });
  });

  it('names each missing binding and required variable', () => {
    const checked = checkEdgeEnvironment({ SITE_URL: 'https://shop.example' }, { ASSETS: {} });
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems;
    for (const key of ['PLATFORM_API_URL', 'REVALIDATE_SECRET', 'NEXT_INC_CACHE_R2_BUCKET', 'NEXT_TAG_CACHE_D1', 'WORKER_SELF_REFERENCE']) {
      expect(problems.some((problem) => problem.startsWith(`${key} `))).toBe(true);
    }
    expect(problems.some((problem) => problem.startsWith('ASSETS '))).toBe(false);
  });

  it('checks values with the Node host schema and names the Node-only variables', () => {
    const checked = checkEdgeEnvironment({ ...VARS, PLATFORM_TIMEOUT_MS: 'soon', REDIS_URL: 'redis://127.0.0.1:6379' }, BINDINGS);
    expect(checked.ok ? [] : checked.problems).toEqual([
      expect.stringMatching(/^PLATFORM_TIMEOUT_MS must be a whole number/),
      expect.stringMatching(/^REDIS_URL is the Node host's/),
    ]);
  });

  it('lists a purpose for every binding (the README names them)', () => {
    expect(Object.keys(EDGE_BINDINGS).sort()).toEqual(Object.keys(BINDINGS).sort());
  });
});

describe('the variables each host reads', () => {
  it('split the schema into the worker, the Node host and the start scripts, with no key twice or left out', () => {
    const lists = [...EDGE_WORKER_VARS, ...NODE_ONLY_VARS, ...START_ONLY_VARS];
    expect(new Set(lists).size).toBe(lists.length);
    expect([...lists].sort()).toEqual([...ENV_KEYS].sort());
  });
});
