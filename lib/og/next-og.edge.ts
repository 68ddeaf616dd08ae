/**
 * next/og on the edge host: bundled, so Turbopack resolves its React server internals and OpenNext
 * swaps in @vercel/og's WebAssembly build for workerd. An unbundled import (next-og.ts) leaves
 * OpenNext's bundler with requires only Next's own aliases resolve (docs/edge-repro/og-unbundled.md).
 */
export type NextOg = typeof import('next/og');

export function loadNextOg(): Promise<NextOg> {
  return import('next/og');
}
