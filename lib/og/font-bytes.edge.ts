import { getCloudflareContext } from '@opennextjs/cloudflare';
import { OG_FONT_ASSET_PATH } from './og-font-asset.mjs';

/**
 * A preview-image font's bytes on the edge host, where no file system exists: the edge build
 * (scripts/edge-build.mjs) puts the fonts among the worker's static assets, read through the
 * ASSETS binding in-process (no network). The origin is a placeholder the binding ignores.
 */
type AssetFetcher = { fetch(input: string): Promise<Response> };

export async function readFontBytes(file: string, assets: AssetFetcher = getCloudflareContext().env.ASSETS as AssetFetcher): Promise<ArrayBuffer> {
  const response = await assets.fetch(`https://assets.invalid${OG_FONT_ASSET_PATH}/${file}`);
  if (!response.ok) throw new Error(`The preview-image font ${file} is missing from the edge build's assets (${response.status})`);
  return response.arrayBuffer();
}
