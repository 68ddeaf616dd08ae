import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * "No zod in client bundles" (the architecture's rule 1): the browser reaches the platform through
 * server actions and route handlers, and a room or page checks its inputs without the library.
 * Read from the production build the suite runs against: one stray runtime import of a schema
 * module (even for a constant) puts the whole library in a page's first load.
 */
test('no browser chunk of the build carries zod', () => {
  const chunks = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(10);
  // zod names each schema class with a string that survives minification.
  const carriers = files.filter((file) => readFileSync(join(chunks, file), 'utf8').includes('"ZodType"'));
  expect(carriers).toEqual([]);
});
