import type { ReactElement } from 'react';
import { OG_IMAGE_SIZE } from './og-image';
import { ogFonts } from './fonts';
import { loadNextOg } from './next-og';

/** A card drawn as a 1200×630 PNG (satori + resvg through next/og), as bytes a cache can keep. */
export async function renderOgPng(card: ReactElement): Promise<Uint8Array> {
  const [{ ImageResponse }, fonts] = await Promise.all([loadNextOg(), ogFonts()]);
  const response = new ImageResponse(card, { ...OG_IMAGE_SIZE, fonts });
  return new Uint8Array(await response.arrayBuffer());
}
