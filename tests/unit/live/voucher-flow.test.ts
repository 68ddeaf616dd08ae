import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { shareVoucher } from './room-fixtures';
import { createVoucherFlow, type VoucherFlowDeps, type VoucherView } from '@/lib/live/voucher-flow';


function setup(overrides: Partial<VoucherFlowDeps> = {}, check: Awaited<ReturnType<VoucherFlowDeps['check']>> = { failed: false, received: false, voucher: shareVoucher() }) {
  const views: VoucherView[] = [];
  const deps = {
    check: jest.fn(async () => check),
    acquire: jest.fn(async (_id: number) => ({ success: true })),
    announceShared: jest.fn(),
    isMember: jest.fn(() => true),
    loginCheck: jest.fn(),
    onChange: (view: VoucherView) => views.push(view),
    ...overrides,
  };
  const flow = createVoucherFlow(deps);
  return { flow, deps, last: () => flow.view() };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('share voucher flow (live-room §4, §9)', () => {
  it('shows the prompt 10 s after the check, not before', async () => {
    const { flow, last } = setup();
    await flow.start();
    expect(last().checkedAt).toBe(Date.now());
    await jest.advanceTimersByTimeAsync(9_999);
    expect(last().prompt).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(last().prompt).toBe(true);
  });

  it('no prompt when already received, with no quantity left, or without a voucher; unlimited when acquire_quantity is empty', async () => {
    for (const check of [
      { failed: false, received: true, voucher: shareVoucher() },
      { failed: false, received: false, voucher: shareVoucher({ acquire_quantity: 12 }) },
      { failed: false, received: false, voucher: null },
    ]) {
      const { flow, last } = setup({}, check);
      await flow.start();
      await jest.advanceTimersByTimeAsync(20_000);
      expect(last().prompt).toBe(false);
    }
    const { flow, last } = setup({}, { failed: false, received: false, voucher: shareVoucher({ acquire_quantity: null, used_acquire_quantity: 10_000 }) });
    await flow.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(last().prompt).toBe(true);
  });

  it('a fetch failure resets the voucher state', async () => {
    const { flow, last } = setup({}, { failed: true, received: true, voucher: shareVoucher() });
    await flow.start();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(last()).toMatchObject({ checked: true, received: false, voucher: null, prompt: false });
  });

  it('another route: hides the prompt, announces, acquires 15 s later; received, prompt, ribbon 1 s later for 4 s', async () => {
    const { flow, deps, last } = setup();
    await flow.start();
    await jest.advanceTimersByTimeAsync(10_000);
    flow.shared('copy');
    expect(last().prompt).toBe(false);
    expect(deps.announceShared).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(deps.acquire).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.acquire).toHaveBeenCalledWith(3001);
    expect(last()).toMatchObject({ received: true, prompt: true, ribbon: false });
    await jest.advanceTimersByTimeAsync(999);
    expect(last().ribbon).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(last().ribbon).toBe(true);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(last().ribbon).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(last().ribbon).toBe(false);
  });

  it('native: acquires at once after a successful share, not after a cancelled one', async () => {
    const { flow, deps, last } = setup();
    await flow.start();
    flow.shared('native');
    flow.nativeShareDone(false);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(deps.acquire).not.toHaveBeenCalled();
    flow.shared('native');
    flow.nativeShareDone(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(deps.acquire).toHaveBeenCalledTimes(1);
    expect(last().received).toBe(true);
  });

  it('guests and ghosts get the login check and never acquire', async () => {
    const { flow, deps } = setup({ isMember: jest.fn(() => false) });
    await flow.start();
    flow.shared('line');
    flow.shared('native');
    flow.nativeShareDone(true);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(deps.loginCheck).toHaveBeenCalledTimes(2);
    expect(deps.announceShared).toHaveBeenCalledTimes(2);
    expect(deps.acquire).not.toHaveBeenCalled();
  });

  it('acquire with no quantity left does nothing; an unsuccessful acquire shows the no-voucher notice', async () => {
    const empty = setup({}, { failed: false, received: false, voucher: shareVoucher({ acquire_quantity: 12 }) });
    await empty.flow.start();
    empty.flow.shared('copy');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(empty.deps.acquire).not.toHaveBeenCalled();
    expect(empty.last()).toMatchObject({ noVoucher: false, received: false, acquiring: false });

    const refused = setup({ acquire: jest.fn(async () => ({ success: false })) });
    await refused.flow.start();
    refused.flow.shared('x');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(refused.last()).toMatchObject({ noVoucher: true, received: false });
  });

  it('a share before the prompt cancels it', async () => {
    const { flow, last } = setup({ acquire: jest.fn(async () => ({ success: false })) });
    await flow.start();
    await jest.advanceTimersByTimeAsync(3_000);
    flow.shared('line');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(last().prompt).toBe(false);
  });

  it('dispose cancels pending timers', async () => {
    const { flow, deps } = setup();
    await flow.start();
    flow.shared('copy');
    flow.dispose();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(deps.acquire).not.toHaveBeenCalled();
  });
});
