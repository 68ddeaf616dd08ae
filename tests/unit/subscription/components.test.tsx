/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { loginDialogAtom, toastsAtom } from '@/components/shell/atoms';
import type { ChoosePlanButtonProps } from '@/components/subscription/ChoosePlanButton';
import type { ChooseOutcome, ChooseRequest } from '@/lib/subscription/choose';
import type { PlanView } from '@/lib/subscription/plans';
import { nav, navigationModule } from '../components/shell/nav-mock';
import { trusted } from '../url/trusted';

// Not hoisted under @jest/globals: the modules under test are imported after the mocks.
jest.mock('next/navigation', () => navigationModule());
const handleUnauthorized = jest.fn(() => Promise.resolve());
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));

let ChoosePlanButton: typeof import('@/components/subscription/ChoosePlanButton').ChoosePlanButton;
let SubscriptionPlanView: typeof import('@/components/subscription/SubscriptionPlanView').SubscriptionPlanView;
let SubscriptionRecordView: typeof import('@/components/subscription/SubscriptionRecordView').SubscriptionRecordView;
beforeAll(async () => {
  ({ ChoosePlanButton } = await import('@/components/subscription/ChoosePlanButton'));
  ({ SubscriptionPlanView } = await import('@/components/subscription/SubscriptionPlanView'));
  ({ SubscriptionRecordView } = await import('@/components/subscription/SubscriptionRecordView'));
});

const store = getDefaultStore();
const strings = { choose: '申し込む', choosing: '移動中…', general: 'エラーです' };

function renderButton(outcome: ChooseOutcome | Error, over: Partial<ChoosePlanButtonProps> = {}) {
  const choose = jest.fn((request: ChooseRequest) => (outcome instanceof Error || !request ? Promise.reject(outcome) : Promise.resolve(outcome)));
  render(<ChoosePlanButton store="demo" planId={4002} planName="2か月ごと" blocked={null} strings={strings} choose={choose} {...over} />);
  return choose;
}

beforeEach(() => {
  store.set(toastsAtom, []);
  store.set(loginDialogAtom, { open: false });
  nav.router.push.mockClear();
  handleUnauthorized.mockClear();
});

describe('ChoosePlanButton', () => {
  it('creates the subscription cart and goes to the checkout path inside the app', async () => {
    const choose = renderButton({ kind: 'navigate', target: { kind: 'internal', path: trusted('/demo/shopping/checkout?type=subscription&items=61001') } });
    fireEvent.click(screen.getByRole('button', { name: /^申し込む\s*: 2か月ごと$/ }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/demo/shopping/checkout?type=subscription&items=61001'));
    expect(choose).toHaveBeenCalledWith({ store: 'demo', planId: 4002 });
  });

  it('opens the login dialog without a member token', async () => {
    renderButton({ kind: 'login' });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(store.get(loginDialogAtom)).toEqual({ open: true, reason: 'action' }));
  });

  it('runs the 401 rule', async () => {
    renderButton({ kind: 'unauthorized' });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalled());
  });

  it('toasts the server’s message', async () => {
    renderButton({ kind: 'error', message: 'You already subscribe to this plan.' });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['You already subscribe to this plan.']));
  });

  it.each([[{ kind: 'no-url' } as ChooseOutcome], [new Error('network')], [{ kind: 'error', message: null } as ChooseOutcome]])('falls back to the general message (%#)', async (outcome) => {
    renderButton(outcome);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(store.get(toastsAtom).map((t) => ({ type: t.type, message: t.message }))).toEqual([{ type: 'error', message: 'エラーです' }]));
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('is disabled with its reason for a plan the buyer already has', () => {
    const choose = renderButton({ kind: 'login' }, { blocked: '契約中' });
    const button = screen.getByRole('button', { name: /^契約中\s*: 2か月ごと$/ });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(choose).not.toHaveBeenCalled();
  });
});

const view: PlanView = { id: 4001, name: '毎月お届け', price: '¥2,800', frequency: 1, startedAt: '2026/10/27', nextAt: '', active: true, count: 12 };

describe('plan and record views', () => {
  it('shows a plan with its price, frequency and the choose control', () => {
    render(
      <ul>
        <SubscriptionPlanView plan={view} frequency="毎月" labels={{ price: '価格', frequency: 'お届け間隔', subscribers: 'ご利用者数' }}>
          <button type="button">choose</button>
        </SubscriptionPlanView>
      </ul>,
    );
    const card = screen.getByTestId('subscription-plan');
    expect(card).toHaveTextContent('毎月お届け');
    expect(card).toHaveTextContent('¥2,800');
    expect(card).toHaveTextContent('お届け間隔毎月');
    expect(card).toHaveTextContent('ご利用者数12');
    expect(screen.getByRole('button', { name: 'choose' })).toBeInTheDocument();
  });

  it('shows a record with status and dates, and a mark for a missing date', () => {
    render(
      <ul>
        <SubscriptionRecordView
          record={view}
          frequency="毎月"
          labels={{ price: '価格', frequency: 'お届け間隔', startedAt: '開始日', nextAt: '次回お届け日', status: '状態', statusText: '契約中', notSet: '—' }}
        />
      </ul>,
    );
    const card = screen.getByTestId('subscription-record');
    expect(card).toHaveTextContent('状態 契約中');
    expect(card).toHaveTextContent('開始日2026/10/27');
    expect(card).toHaveTextContent('次回お届け日—');
  });
});
