import { describe, expect, it } from '@jest/globals';
import type { Result } from '@/lib/api/result';
import { homeStores } from '@/lib/config/home-stores';
import type { Store } from '@/lib/schemas';

const store = (slug: string, region = 'JP') => ({ slug, name: slug.toUpperCase(), region }) as unknown as Store;
const ok = (data: unknown): Result<{ data: Store }> => ({ ok: true, data: { data: data as Store } });
const failure = (status?: number): Result<{ data: Store }> => ({ ok: false, error: status ? { kind: 'status', status, message: '' } : { kind: 'network', message: '' } });

describe('homeStores', () => {
  it('lists JP stores in order and reports nothing failed', () => {
    expect(homeStores([ok(store('demo')), ok(store('taiwan', 'TW')), ok(store('tickets'))])).toEqual({ stores: [store('demo'), store('tickets')], failed: false });
  });
  it('a 404 is a missing store, not a failure', () => {
    expect(homeStores([ok(store('demo')), failure(404)])).toEqual({ stores: [store('demo')], failed: false });
  });
  it('a failed call, an empty answer or a store with wrong types counts as failed', () => {
    expect(homeStores([ok(store('demo')), failure(500)]).failed).toBe(true);
    expect(homeStores([failure()]).failed).toBe(true);
    expect(homeStores([ok(null)])).toEqual({ stores: [], failed: true });
    expect(homeStores([{ ok: true, data: null as unknown as { data: Store } }]).failed).toBe(true);
    expect(homeStores([ok({ slug: 4, name: 4, region: 2 })])).toEqual({ stores: [], failed: true });
  });
});
