/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RedeemResult } from '@/components/identity/frame-sign-in-actions';
import { FRAME_SIGN_IN_MESSAGE } from '@/lib/identity/frame-sign-in';

// The server actions: the nonce and the token stay in HttpOnly cookies the browser never reads.
const beginFrameSignIn = jest.fn<() => Promise<{ nonce: string }>>();
const redeemFrameSignIn = jest.fn<(handoff: unknown) => Promise<RedeemResult>>();
jest.mock('@/components/identity/frame-sign-in-actions', () => ({
  beginFrameSignIn: () => beginFrameSignIn(),
  redeemFrameSignIn: (handoff: unknown) => redeemFrameSignIn(handoff),
}));

let FrameSignIn: typeof import('@/components/identity/FrameSignIn').FrameSignIn;
beforeAll(async () => {
  FrameSignIn = (await import('@/components/identity/FrameSignIn')).FrameSignIn;
});

const labels = { lead: 'Embedded.', open: 'Log in in a new window', waiting: 'Log in in the window that opened.', popupBlocked: 'Blocked.', closed: 'Closed.', expired: 'Expired.', invalid: 'Invalid.', failed: 'Failed.' };
const nonce = 'n'.repeat(43);
const user = { id: 1001, name: '山田 花子', nickname: 'はなこ', avatarUrl: null };

/** A stand-in for the popup window: where it was sent, whether it is closed. */
function fakePopup() {
  return { closed: false, location: { href: '' }, close() {} };
}

function post(data: unknown, source: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
  });
}

describe('FrameSignIn (the login dialog of a room in a cross-site frame)', () => {
  let open: jest.SpiedFunction<typeof window.open>;
  beforeEach(() => {
    beginFrameSignIn.mockResolvedValue({ nonce });
    redeemFrameSignIn.mockResolvedValue({ ok: true, user });
    open = jest.spyOn(window, 'open');
  });
  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });

  it('says so when the browser blocks the popup', () => {
    open.mockReturnValue(null);
    render(<FrameSignIn slug="demo" labels={labels} onSuccess={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: labels.open }));
    expect(screen.getByRole('alert')).toHaveTextContent('Blocked.');
  });

  it('opens a popup (not noopener), sends it to the login page, and redeems only its own completion message', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup as unknown as Window);
    const onSuccess = jest.fn();
    render(<FrameSignIn slug="demo" labels={labels} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: labels.open }));
    expect(open).toHaveBeenCalledWith('', 'kirari-sign-in', 'popup,width=480,height=720');
    expect(screen.getByRole('status')).toHaveTextContent(labels.waiting);
    await waitFor(() => expect(popup.location.href).toBe(`/demo/login?redirect=${encodeURIComponent(`/demo/login/frame-complete?nonce=${nonce}`)}`));

    // Another origin, another window, another message: ignored.
    post({ type: FRAME_SIGN_IN_MESSAGE, handoff: 'sealed' }, popup, 'https://host.example');
    post({ type: FRAME_SIGN_IN_MESSAGE, handoff: 'sealed' }, window);
    post({ type: 'other', handoff: 'sealed' }, popup);
    expect(redeemFrameSignIn).not.toHaveBeenCalled();

    post({ type: FRAME_SIGN_IN_MESSAGE, handoff: 'sealed' }, popup);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(user));
    expect(redeemFrameSignIn).toHaveBeenCalledTimes(1);
    expect(redeemFrameSignIn).toHaveBeenCalledWith('sealed');
  });

  it('explains a refused handoff and a popup closed without signing in', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup as unknown as Window);
    redeemFrameSignIn.mockResolvedValue({ ok: false, reason: 'expired' });
    render(<FrameSignIn slug="demo" labels={labels} onSuccess={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: labels.open }));
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    post({ type: FRAME_SIGN_IN_MESSAGE, handoff: 'sealed' }, popup);
    expect(await screen.findByRole('alert')).toHaveTextContent('Expired.');

    jest.useFakeTimers();
    const second = fakePopup();
    open.mockReturnValue(second as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: labels.open }));
    second.closed = true;
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Closed.');
  });
});
