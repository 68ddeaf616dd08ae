import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkEnvironment, ENV_KEYS } from '@/lib/config/env-schema';

const ROOT = join(__dirname, '..', '..', '..');

/** The variable names of the README's first configuration table (a row may name several). */
function readmeVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const rows = section.split('\n').slice(1);
  const table = rows.slice(rows.findIndex((line) => line.startsWith('|')));
  const body = table.slice(0, table.findIndex((line) => !line.startsWith('|'))).slice(2);
  return body.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]));
}

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => sourceFiles(join(path, name)));
}

/** Every `process.env.X` (and `env.X` in the start scripts) the storefront reads. */
function variablesRead(): string[] {
  const files = ['app', 'lib', 'i18n', 'middleware.ts', 'next.config.mjs', 'instrumentation.ts', 'scripts/start.mjs', 'scripts/processes.mjs', 'scripts/serve.mjs', 'scripts/serve-next.mjs'].flatMap(sourceFiles).filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const pattern = file.includes('/scripts/') ? /\benv\.([A-Z][A-Z0-9_]+)/g : /process\.env\.([A-Z][A-Z0-9_]+)/g;
    for (const match of text.matchAll(pattern)) names.add(match[1]);
  }
  // Next's own (the runtime it sets), and the start script's hand-over to the child processes.
  // NODE_ENV is set by the server (scripts/serve.mjs), as next start does, not read. KIRARI_HOST is
  // the edge build's marker, set by scripts/edge-build.mjs and inlined at build (lib/host), never configured;
  // KIRARI_BUILD_TYPECHECK=0 is scripts/test.mjs telling the build that a typecheck step of its own runs,
  // KIRARI_BUILD_CACHE=0 that no later build in the same folder will read Turbopack's cache.
  // KIRARI_NEXT_SOCKET, KIRARI_PUBLIC_PORT and KIRARI_SELF_URL are scripts/serve.mjs handing its own
  // address and socket to the Next process it forks (scripts/serve-next.mjs), never configured.
  for (const own of ['NEXT_RUNTIME', 'NEXT_TELEMETRY_DISABLED', 'NODE_ENV', 'KIRARI_HOST', 'KIRARI_BUILD_TYPECHECK', 'KIRARI_BUILD_CACHE', 'KIRARI_NEXT_SOCKET', 'KIRARI_PUBLIC_PORT', 'KIRARI_SELF_URL']) names.delete(own);
  return [...names].sort();
}

const E2E_ENV = {
  PLATFORM_API_URL: 'http://127.0.0.1:4110',
  INTERACTION_API_URL: 'http://127.0.0.1:4111',
  ALLOW_LOOPBACK_REDIRECTS: '1',
  SITE_URL: 'http://localhost:3100',
  SENTRY_DSN: 'http://kirari@127.0.0.1:4110/1',
  PLATFORM_TIMEOUT_MS: '3000',
  REVALIDATE_SECRET: 'e2e-revalidate-secret',
  EMBED_ORIGINS: 'http://127.0.0.1:3105',
  REDIS_URL: 'redis://127.0.0.1:6390',
  DEPLOYMENT_ID: 'a1b2c3d',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PATH: '/usr/bin',
};

describe('configuration schema', () => {
  it('accepts the e2e stack, an empty environment, and empty values as unset', () => {
    expect(checkEnvironment(E2E_ENV).ok).toBe(true);
    expect(checkEnvironment({}).ok).toBe(true);
    expect(checkEnvironment({ REDIS_URL: '', PORT: '' }).ok).toBe(true);
  });

  it.each([
    ['PLATFORM_API_URL', 'ftp://platform', 'an http(s) URL'],
    ['PORT', '70000', 'a whole number from 1 to 65535'],
    ['ALLOW_LOOPBACK_REDIRECTS', 'yes', '0 or 1'],
    ['TRUST_PROXY', 'true', '0 or 1'],
    ['PLATFORM_TIMEOUT_MS', '3s', 'a whole number from 100 to 120000'],
    ['REDIS_URL', 'http://127.0.0.1:6379', 'a redis:// or rediss:// URL'],
    ['REDIS_TIMEOUT_MS', '0', 'a whole number from 10 to 5000'],
    ['DEPLOYMENT_ID', 'has spaces', 'up to 64 letters'],
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'c2hvcnQ=', 'a base64 AES key of 16, 24 or 32 bytes'],
    ['REVALIDATE_SECRET', 'short', 'a secret of at least 16 characters'],
    ['HOME_STORES', 'demo,not a slug', 'store slugs separated by commas'],
  ])('stops on a wrong %s, naming it and what is expected', (name, value, expected) => {
    const checked = checkEnvironment({ ...E2E_ENV, [name]: value });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toContain(`${name} must be ${expected}`);
    if (['REDIS_URL', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'REVALIDATE_SECRET'].includes(name)) expect(checked.problems[0]).not.toContain(value);
    else expect(checked.problems[0]).toContain(JSON.stringify(value));
  });

  it('keeps the site origin rule: SITE_URL is required with an external platform', () => {
    const checked = checkEnvironment({ PLATFORM_API_URL: 'https://api.example' });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems).toEqual([expect.stringContaining('SITE_URL is required')]);
  });

  it("lists every problem at once", () => {
    const checked = checkEnvironment({ PORT: 'x', REDIS_URL: 'nope' });
    expect(checked.ok ? [] : checked.problems.map((problem) => problem.split(' ')[0])).toEqual(['PORT', 'REDIS_URL']);
  });

  it("the README's configuration table names exactly the schema's variables", () => {
    expect(readmeVariables().sort()).toEqual([...ENV_KEYS].sort());
  });

  it('every variable the storefront reads is in the schema', () => {
    expect(variablesRead().filter((name) => !ENV_KEYS.includes(name as never))).toEqual([]);
  });
});
