import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KirariEmbedStatic } from '@/public/embed';

const SOURCE = readFileSync(join(process.cwd(), 'public/embed.js'), 'utf8');

/**
 * Runs public/embed.js in the jsdom window, as a `<script src>` from `scriptSrc` would (its
 * currentScript gives the storefront origin), and answers the global it defines.
 */
export function loadEmbed(scriptSrc = 'http://localhost:3000/embed.js'): KirariEmbedStatic {
  const script = document.createElement('script');
  if (scriptSrc) script.src = scriptSrc;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    // The file as the browser runs it: a classic script in the page's global scope.
    new Function(SOURCE)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  return (window as unknown as { KirariEmbed: KirariEmbedStatic }).KirariEmbed;
}
