import { describe, expect, it } from '@jest/globals';
import { createInvalidMessageReporter, summarizeRaw } from '@/lib/live/room/invalid-report';
import { handleRoomMessage, type RoomAction } from '@/lib/live/room';

function setup(options: { windowMs?: number; maxPerWindow?: number } = {}) {
  let clock = 0;
  const crumbs: { message: string; data?: Record<string, unknown> }[] = [];
  const reports: { error: unknown; where: string; extra?: Record<string, unknown> }[] = [];
  const reporter = createInvalidMessageReporter({
    breadcrumb: (_category, message, data) => crumbs.push({ message, data }),
    report: (error, context) => reports.push({ error, ...context }),
    now: () => clock,
    ...options,
  });
  return { reporter, crumbs, reports, tick: (ms: number) => (clock += ms) };
}

describe('createInvalidMessageReporter', () => {
  it('leaves a breadcrumb and a report for a bad message, with channel, reason and the raw message', () => {
    const { reporter, crumbs, reports } = setup();
    reporter('notification|1', 'unknown event nope', { name: 'nope', data: {} });
    expect(crumbs).toEqual([{ message: 'invalid message: unknown event nope', data: expect.objectContaining({ channel: 'notification|1', reason: 'unknown event nope' }) }]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ where: 'live.realtime.invalid', extra: { channel: 'notification|1', raw: '{"name":"nope","data":{}}', suppressed: 0 } });
    expect(String(reports[0].error)).toContain('unknown event nope');
  });

  it('reports a flood of the same reason once per window and counts what it held back', () => {
    const { reporter, reports, crumbs, tick } = setup({ windowMs: 60_000 });
    for (let i = 0; i < 500; i++) reporter('comment|1', 'invalid comment', { i });
    expect(reports).toHaveLength(1);
    expect(crumbs).toHaveLength(1);
    tick(59_999);
    reporter('comment|1', 'invalid comment', {});
    expect(reports).toHaveLength(1);
    tick(1);
    reporter('comment|1', 'invalid comment', {});
    expect(reports).toHaveLength(2);
    expect(reports[1].extra).toMatchObject({ suppressed: 500 });
  });

  it('caps distinct reasons per window, so random event names cannot spam either', () => {
    const { reporter, reports, tick } = setup({ maxPerWindow: 3, windowMs: 1_000 });
    for (let i = 0; i < 20; i++) reporter('notification|1', `unknown event e${i}`, {});
    expect(reports).toHaveLength(3);
    tick(1_000);
    reporter('notification|1', 'unknown event e10', {});
    expect(reports).toHaveLength(4);
    expect(reports[3].extra).toMatchObject({ suppressed: 1 });
  });

  it('keeps the raw message short', () => {
    expect(summarizeRaw('x'.repeat(1000), 10)).toBe(`${'x'.repeat(10)}…`);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(summarizeRaw(cyclic)).toBe('[object Object]');
  });
});

describe('the session path reports what it cannot use', () => {
  it('a malformed or unknown message reaches the reporter and nothing is dispatched', () => {
    const { reporter, reports } = setup();
    const actions: RoomAction[] = [];
    const options = { dispatch: (a: RoomAction) => actions.push(a), runEffects: () => undefined, effectContext: () => ({ viewer: { type: 'ghost' as const, id: null, fingerprint: null, realtimeId: null }, mode: 'live' as const, random: () => 0 }), onInvalid: reporter, now: () => 1 };
    expect(handleRoomMessage(options, 'notification|1', 'poll.show', { id: 'x' })).toBeNull();
    expect(handleRoomMessage(options, 'notification|1', 'made.up', {})).toBeNull();
    expect(handleRoomMessage(options, 'notification|1', 'summary.like', { count: 4 })).toEqual({ type: 'summary.like', count: 4 });
    expect(reports.map((r) => r.extra?.reason)).toEqual(['invalid poll (poll.show)', 'unknown event made.up']);
    expect(actions).toEqual([{ type: 'realtime', event: { type: 'summary.like', count: 4 }, now: 1 }]);
  });
});
