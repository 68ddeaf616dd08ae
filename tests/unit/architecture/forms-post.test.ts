import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A form handled in the browser (onSubmit) still exists before hydration: submitted then, a form
 * without a method is a GET that puts what the buyer typed (passwords, card numbers, addresses)
 * in the URL, the history and the server logs. Every such form says method="post".
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The opening tags of the forms in a source (up to the first `>` that closes the tag's attributes). */
function formTags(source: string): string[] {
  return [...source.matchAll(/<form\b([\s\S]*?)>\s*\n/g)].map((match) => match[0]);
}

describe('forms handled in the browser', () => {
  const files = [...sources(join(process.cwd(), 'components')), ...sources(join(process.cwd(), 'app'))];

  it('finds the forms it checks', () => {
    const count = files.flatMap((file) => formTags(readFileSync(file, 'utf8'))).filter((tag) => tag.includes('onSubmit')).length;
    expect(count).toBeGreaterThanOrEqual(15);
  });

  it('post, so nothing typed reaches the URL before hydration', () => {
    for (const file of files) {
      for (const tag of formTags(readFileSync(file, 'utf8')).filter((candidate) => candidate.includes('onSubmit'))) {
        expect({ file, post: /method="post"/.test(tag) }).toEqual({ file, post: true });
      }
    }
  });
});
