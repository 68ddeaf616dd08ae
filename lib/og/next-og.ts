/**
 * next/og on the Node host. Node loads it itself (turbopackIgnore; by file name, as ESM asks):
 * bundled, it is an async module, and one async module in the build puts async-module support in the
 * browser's Turbopack runtime, on every page's First Load. next.config traces it into the standalone
 * output. The edge build takes next-og.edge.ts instead (docs/adr/0014-edge-host.md).
 */
export type NextOg = typeof import('next/og');

export function loadNextOg(): Promise<NextOg> {
  return import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'next/og.js') as Promise<NextOg>;
}
