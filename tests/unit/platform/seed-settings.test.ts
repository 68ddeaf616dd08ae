/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readStoreSettings } from '@/lib/store-settings';
import { createState } from '@/platform/state';

/** The platform's seeded flags use the names the storefront reads, so none is silently ignored. */
describe('seeded store settings', () => {
  it('name only settings the storefront knows', () => {
    const known = new Set(Object.keys(readStoreSettings([])));
    const state = createState(Date.UTC(2026, 10, 21));
    const names = state.stores.flatMap((store) => store.settings.map((setting) => setting.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });
});
