/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { assemble } from '@/scripts/standalone.mjs';

const dirs: string[] = [];
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'kirari-standalone-'));
  dirs.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('scripts/standalone.mjs assemble', () => {
  it('puts the build\'s static files and public/ beside the server, replacing stale copies', () => {
    const root = project({
      '.next/standalone/scripts/serve.mjs': '// server',
      '.next/standalone/.next/static/old.js': 'stale',
      '.next/static/chunks/app.js': 'chunk',
      'public/images/logo.png': 'png',
    });
    const paths = assemble(root);
    expect(paths.server).toBe(join(root, '.next/standalone/scripts/serve.mjs'));
    expect(readFileSync(join(root, '.next/standalone/.next/static/chunks/app.js'), 'utf8')).toBe('chunk');
    expect(readFileSync(join(root, '.next/standalone/public/images/logo.png'), 'utf8')).toBe('png');
    expect(existsSync(join(root, '.next/standalone/.next/static/old.js'))).toBe(false);
  });

  it('says to build first when there is no standalone server', () => {
    const root = project({ 'public/robots.txt': '' });
    expect(() => assemble(root)).toThrow(/next build/);
  });
});
