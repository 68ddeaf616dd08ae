// `npm run edge:build`: the edge host's build (docs/adr/0014-edge-host.md). OpenNext reads `.next`
// of the app folder it builds, so it builds a copy of the app in .edge/app (node_modules linked),
// and the Node build's `.next` is left as it is: CI builds both. Output: .edge/app/.open-next.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OG_FONT_ASSET_PATH } from '../lib/og/og-font-asset.mjs';
import { edgeToolEnv, ensureEdgeNode } from './edge-node.mjs';
import { runToEnd } from './processes.mjs';

const root = resolve(import.meta.dirname, '..');
export const EDGE_APP = join(root, '.edge', 'app');
/** What the app is built from: the rest (platform, tests, bench, scripts) is not part of the worker. */
const SOURCES = ['app', 'components', 'lib', 'i18n', 'messages', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.mjs', 'tsconfig.json', 'package.json', 'open-next.config.ts', 'wrangler.jsonc'];

const INSTANT = /^export const instant = [^;\n]+;$/gm;

function copyApp() {
  mkdirSync(EDGE_APP, { recursive: true });
  for (const source of SOURCES) {
    rmSync(join(EDGE_APP, source), { recursive: true, force: true });
    cpSync(join(root, source), join(EDGE_APP, source), { recursive: true });
  }
  // Cache Components are off in the edge build (docs/adr/0014-edge-host.md): their segment option
  // `instant` is refused without them. In its place the store's pages render per request: without
  // Cache Components Next would keep whole pages in its route cache (ISR) under its own
  // Cache-Control, where middleware's must go out; their data stays in the 'use cache' entries.
  for (const file of readdirSync(join(EDGE_APP, 'app'), { recursive: true })) {
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const path = join(EDGE_APP, 'app', file);
    const source = readFileSync(path, 'utf8');
    const edited = source.replace(INSTANT, "export const dynamic = 'force-dynamic';");
    if (edited !== source) writeFileSync(path, edited);
  }
  // The preview-image fonts, read through the ASSETS binding on the edge (lib/og/font-bytes.edge.ts).
  const fonts = join(EDGE_APP, 'public', OG_FONT_ASSET_PATH);
  mkdirSync(fonts, { recursive: true });
  for (const file of readdirSync(join(root, 'lib', 'og', 'fonts'))) if (file.endsWith('.woff')) cpSync(join(root, 'lib', 'og', 'fonts', file), join(fonts, file));
  // OpenNext writes a fresh output each time; a new build starts with empty caches on disk.
  rmSync(join(EDGE_APP, '.open-next'), { recursive: true, force: true });
  rmSync(join(EDGE_APP, '.wrangler'), { recursive: true, force: true });
  if (!existsSync(join(EDGE_APP, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(EDGE_APP, 'node_modules'), 'dir');
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const node = ensureEdgeNode();
  copyApp();
  const cli = join(root, 'node_modules', '@opennextjs', 'cloudflare', 'dist', 'cli', 'index.js');
  const code = await runToEnd(node, [cli, 'build', '--skipWranglerConfigCheck'], {
    cwd: EDGE_APP,
    env: { ...edgeToolEnv(), KIRARI_HOST: 'edge', NEXT_DIST_DIR: '' },
  });
  process.exit(code);
}
