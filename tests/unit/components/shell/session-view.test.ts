import { describe, expect, it } from '@jest/globals';
import { hasOngoingPlan } from '@/components/shell/session-view';

describe('hasOngoingPlan', () => {
  it('is active only when some plan is ongoing', () => {
    expect(hasOngoingPlan([{ status: 'ended' }, { status: 'ongoing' }])).toBe(true);
    expect(hasOngoingPlan([{ status: 'ended' }, { status: null }])).toBe(false);
    expect(hasOngoingPlan([])).toBe(false);
  });
});
