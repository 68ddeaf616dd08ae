import { describe, expect, it } from '@jest/globals';
import { bearerSecret, MAX_TAGS, readRevalidateRequest } from '@/lib/cache/revalidate-request';

const same = (a: string, b: string) => a === b;
const read = (body: unknown, given: string | null = 's3cret', configured: string | undefined = 's3cret') => readRevalidateRequest({ configuredSecret: configured, givenSecret: given, body, secretsMatch: same });

describe('the revalidation request', () => {
  it('does not exist without a configured secret', () => {
    expect(readRevalidateRequest({ configuredSecret: undefined, givenSecret: 's3cret', body: { tags: ['store:demo'] }, secretsMatch: same })).toMatchObject({ ok: false, status: 404 });
    expect(read({ tags: ['store:demo'] }, 's3cret', '')).toMatchObject({ ok: false, status: 404 });
  });
  it('needs the secret', () => {
    expect(read({ tags: ['store:demo'] }, null)).toMatchObject({ ok: false, status: 401 });
    expect(read({ tags: ['store:demo'] }, 'wrong')).toMatchObject({ ok: false, status: 401 });
  });
  it('takes known tag kinds only, bounded', () => {
    expect(read({ tags: ['store:demo', 'products:demo', 'store:demo'] })).toEqual({ ok: true, tags: ['store:demo', 'products:demo'] });
    for (const body of [null, {}, { tags: [] }, { tags: 'store:demo' }, { tags: ['anything'] }, { tags: ['store:'] }, { tags: ['store:a/b'] }, { tags: [42] }, { tags: Array(MAX_TAGS + 1).fill('store:demo') }]) {
      expect(read(body)).toMatchObject({ ok: false, status: 400 });
    }
  });
  it('reads a bearer secret', () => {
    expect(bearerSecret('Bearer abc')).toBe('abc');
    expect(bearerSecret('Basic abc')).toBeNull();
    expect(bearerSecret(null)).toBeNull();
  });
});
