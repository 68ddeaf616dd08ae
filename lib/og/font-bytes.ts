import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A preview-image font's bytes on the Node host: read from the project folder (`next start` and the
 * standalone server run there), never shipped to a browser. font-bytes.edge.ts is the edge host's.
 */
export async function readFontBytes(file: string, dir = join(process.cwd(), 'lib', 'og', 'fonts')): Promise<ArrayBuffer> {
  const bytes = await readFile(join(dir, file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
