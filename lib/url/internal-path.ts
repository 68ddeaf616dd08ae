/**
 * A same-site path to navigate to (the remembered target path, a return path in a query):
 * must start with one '/', so `//evil.example` and `/\evil.example` (which browsers read as
 * another host) and absolute URLs are refused.
 */

const MAX_PATH_LENGTH = 2048;

export function safeInternalPath(path: string | null | undefined, fallback: string | null = null): string | null {
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH) return fallback;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  // Control characters (tab, newline) are stripped by URL parsers and can rebuild `//`.
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  try {
    const url = new URL(path, 'http://internal.invalid');
    return url.host === 'internal.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
