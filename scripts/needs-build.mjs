// Whether the production build is missing or older than the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'i18n', 'public', 'middleware.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function needsBuild(root = process.cwd()) {
  const buildId = join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}
