/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { join } from 'node:path';

// The edge side's default reads the Workers context, which only exists in workerd.
jest.mock('@opennextjs/cloudflare', () => ({ getCloudflareContext: () => ({ env: {} }) }));

import { readFontBytes as readFromFile } from '@/lib/og/font-bytes';
import { OG_FONT_ASSET_PATH } from '@/lib/og/og-font-asset.mjs';

let readFromAssets: typeof import('@/lib/og/font-bytes.edge').readFontBytes;
beforeAll(async () => {
  ({ readFontBytes: readFromAssets } = await import('@/lib/og/font-bytes.edge'));
});

const FILE = 'NotoSansJP-Bold-subset.woff';
const woffSignature = (bytes: ArrayBuffer) => new TextDecoder().decode(new Uint8Array(bytes, 0, 4));

describe('the preview-image fonts on each host', () => {
  it('Node reads the file from the project folder', async () => {
    const bytes = await readFromFile(FILE, join(process.cwd(), 'lib', 'og', 'fonts'));
    expect(woffSignature(bytes)).toBe('wOFF');
  });

  it('the edge reads the same bytes through the ASSETS binding, at the path the edge build copies them to', async () => {
    const requested: string[] = [];
    const fileBytes = await readFromFile(FILE, join(process.cwd(), 'lib', 'og', 'fonts'));
    const assets = {
      fetch: async (input: string) => {
        requested.push(new URL(input).pathname);
        return new Response(fileBytes.slice(0));
      },
    };
    const bytes = await readFromAssets(FILE, assets);
    expect(requested).toEqual([`${OG_FONT_ASSET_PATH}/${FILE}`]);
    expect(bytes.byteLength).toBe(fileBytes.byteLength);
  });

  it('the edge says which font is missing from the build', async () => {
    const assets = { fetch: async () => new Response('not found', { status: 404 }) };
    await expect(readFromAssets(FILE, assets)).rejects.toThrow(`${FILE} is missing from the edge build's assets (404)`);
  });
});
