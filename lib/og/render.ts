import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE } from './og-image';
import { ogFonts } from './fonts';

/** A card drawn as a 1200×630 PNG (satori + resvg through next/og), as bytes a cache can keep. */
export async function renderOgPng(card: ReactElement): Promise<Uint8Array> {
  const response = new ImageResponse(card, { ...OG_IMAGE_SIZE, fonts: await ogFonts() });
  return new Uint8Array(await response.arrayBuffer());
}
