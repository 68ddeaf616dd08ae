import type { ReactElement } from 'react';
import { OG_IMAGE_SIZE } from './og-image';
import { ogFonts } from './fonts';

/**
 * A card drawn as a 1200×630 PNG (satori + resvg through next/og), as bytes a cache can keep.
 * Node loads next/og itself (turbopackIgnore; by file name, as ESM asks): bundled, it is an async
 * module, and one async module in the build puts async-module support in the browser's Turbopack
 * runtime, on every page's First Load. next.config traces it into the standalone output.
 */
type NextOg = typeof import('next/og');
export async function renderOgPng(card: ReactElement): Promise<Uint8Array> {
  const [{ ImageResponse }, fonts] = await Promise.all([import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'next/og.js') as Promise<NextOg>, ogFonts()]);
  const response = new ImageResponse(card, { ...OG_IMAGE_SIZE, fonts });
  return new Uint8Array(await response.arrayBuffer());
}
