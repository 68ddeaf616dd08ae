/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { loginDialogAtom, toastsAtom } from '@/components/shell/atoms';
import type { SendOutcome, SendRequest, ThreadMessage, ThreadOutcome, ThreadRequest } from '@/lib/order/message-rules';

import type { ThreadStrings } from '@/components/order/OrderThread';
import { typedBeforeHydration } from '../components/hydrate-typed';

// The 401 rule, as useSessionFailure loads it.
const handleUnauthorized = jest.fn(async () => undefined);
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));

// Loaded after the mock is in place, so the thread gets the stubbed session runtime.
let OrderThread: typeof import('@/components/order/OrderThread').OrderThread;
beforeAll(async () => {
  OrderThread = (await import('@/components/order/OrderThread')).OrderThread;
});

const strings: ThreadStrings = {
  threadLabel: 'メッセージ一覧',
  you: 'あなた',
  seller: '出品者',
  empty: 'まだメッセージはありません。',
  label: 'メッセージ',
  placeholder: '入力',
  send: '送信',
  sending: '送信中…',
  required: 'メッセージを入力してください。',
  tooLong: '1000文字以内で入力してください。',
  count: '{count} / {max}文字',
  shortcut: 'Ctrl+Enter',
  sent: 'メッセージを送信しました。',
  failed: '送信できませんでした。',
  loadFailed: '読み込めませんでした。',
  stale: '最新のメッセージを取得できませんでした。',
  notFound: '表示できません。',
  retry: '再試行',
};

const bubble = (id: number, role: 'buyer' | 'seller', text: string): ThreadMessage => ({
  id,
  role,
  text,
  time: `2026/11/20 12:0${id}`,
  datetime: '2026-11-20T03:00:00.000Z',
  author: role === 'seller' ? 'キラリ商店' : '山田 花子',
});

// The page's visibility as SWR reads it (document.visibilityState); its timers are jest's fake ones.
let visible = true;
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
const showPage = (shown: boolean) => {
  visible = shown;
  document.dispatchEvent(new Event('visibilitychange'));
};

type Loader = (request: ThreadRequest) => Promise<ThreadOutcome>;
type Sender = (request: SendRequest) => Promise<SendOutcome>;

function setup({ initial, load, send, interval = 5000 }: { initial?: ThreadOutcome; load?: Loader; send?: Sender; interval?: number } = {}) {
  const loadThread = jest.fn<Loader>(load ?? (async () => ({ kind: 'ok', messages: [bubble(1, 'buyer', 'いつ届きますか？')] })));
  const sendMessage = jest.fn<Sender>(send ?? (async () => ({ kind: 'sent', messages: null })));
  render(
    <OrderThread
      orderId={50003}
      timeZone="Asia/Tokyo"
      initial={initial ?? { kind: 'ok', messages: [bubble(1, 'buyer', 'いつ届きますか？')] }}
      strings={strings}
      loadThread={loadThread}
      sendMessage={sendMessage}
      pollIntervalMs={interval}
    />,
  );
  return { loadThread, sendMessage, textarea: screen.getByLabelText('メッセージ'), button: screen.getByRole('button', { name: '送信' }) };
}

const texts = () => screen.queryAllByTestId('order-message').map((li) => [li.getAttribute('data-role'), li.querySelector('p')?.textContent]);

beforeEach(() => {
  jest.useFakeTimers();
  visible = true;
  handleUnauthorized.mockClear();
  getDefaultStore().set(toastsAtom, []);
  getDefaultStore().set(loginDialogAtom, { open: false });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('OrderThread', () => {
  it('shows buyer and seller bubbles with author and time', () => {
    setup({ initial: { kind: 'ok', messages: [bubble(1, 'buyer', 'こんにちは'), bubble(2, 'seller', 'ありがとうございます')] } });
    expect(texts()).toEqual([
      ['buyer', 'こんにちは'],
      ['seller', 'ありがとうございます'],
    ]);
    expect(screen.getByText('キラリ商店', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'メッセージ一覧' })).toBeInTheDocument();
  });

  it('shows the empty view for an empty thread', () => {
    setup({ initial: { kind: 'ok', messages: [] } });
    expect(screen.getByText('まだメッセージはありません。')).toBeInTheDocument();
  });

  it('does not send an empty or blank message: the button is disabled and the field says why', async () => {
    const { sendMessage, textarea, button } = setup();
    expect(button).toBeDisabled();
    fireEvent.change(textarea, { target: { value: '   ' } });
    expect(button).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('メッセージを入力してください。');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    fireEvent.submit(textarea.closest('form')!);
    await act(async () => undefined);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends the trimmed-by-server text as the buyer, clears the field and shows the new bubble', async () => {
    const { sendMessage, textarea, button } = setup({
      send: async () => ({ kind: 'sent', messages: [bubble(1, 'buyer', 'いつ届きますか？'), bubble(2, 'buyer', '追加で質問です')] }),
    });
    fireEvent.change(textarea, { target: { value: '追加で質問です' } });
    expect(button).toBeEnabled();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(sendMessage).toHaveBeenCalledWith({ orderId: 50003, timeZone: 'Asia/Tokyo', message: '追加で質問です' });
    expect(textarea).toHaveValue('');
    expect(texts().at(-1)).toEqual(['buyer', '追加で質問です']);
    expect(screen.getByText('メッセージを送信しました。')).toBeInTheDocument();
  });

  it('sends with Ctrl+Enter', async () => {
    const { sendMessage, textarea } = setup();
    fireEvent.change(textarea, { target: { value: 'hi' } });
    await act(async () => {
      fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    });
    expect(sendMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps the text when sending fails and shows the server’s message', async () => {
    const { textarea, button } = setup({ send: async () => ({ kind: 'error', message: 'The message field is invalid.' }) });
    fireEvent.change(textarea, { target: { value: '大事な質問' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(textarea).toHaveValue('大事な質問');
    expect(getDefaultStore().get(toastsAtom).map((toast) => [toast.type, toast.message])).toEqual([['error', 'The message field is invalid.']]);
  });

  it('keeps the text and shows the general message when the action itself throws', async () => {
    const { textarea, button } = setup({
      send: async () => {
        throw new Error('network');
      },
    });
    fireEvent.change(textarea, { target: { value: '大事な質問' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(textarea).toHaveValue('大事な質問');
    expect(getDefaultStore().get(toastsAtom).at(-1)?.message).toBe('送信できませんでした。');
  });

  it('shows a new seller message without a reload: polls every interval while visible', async () => {
    let reply = false;
    const { loadThread } = setup({
      load: async () => ({ kind: 'ok', messages: reply ? [bubble(1, 'buyer', 'いつ届きますか？'), bubble(2, 'seller', '明日発送します')] : [bubble(1, 'buyer', 'いつ届きますか？')] }),
    });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(loadThread).toHaveBeenCalledWith({ orderId: 50003, timeZone: 'Asia/Tokyo' });
    expect(texts()).toHaveLength(1);
    reply = true;
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(texts().at(-1)).toEqual(['seller', '明日発送します']);
  });

  it('does not poll while hidden, reads at once when the page shows again, then polls on', async () => {
    const { loadThread } = setup();
    await act(async () => {
      showPage(false);
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(loadThread).not.toHaveBeenCalled();
    await act(async () => {
      showPage(true);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(loadThread).toHaveBeenCalledTimes(2);
  });

  it('reads at once when the window gets focus, at most once every 5 s', async () => {
    // A long interval, so that only focus reads.
    const { loadThread } = setup({ interval: 60_000 });
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(loadThread).toHaveBeenCalledTimes(2);
  });

  it('never runs two reads at once: a focus during a poll joins it', async () => {
    let release: (outcome: ThreadOutcome) => void = () => undefined;
    let running = 0;
    let overlap = false;
    const { loadThread } = setup({
      load: () =>
        new Promise<ThreadOutcome>((resolve) => {
          running += 1;
          if (running > 1) overlap = true;
          release = (outcome) => {
            running -= 1;
            resolve(outcome);
          };
        }),
    });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(loadThread).toHaveBeenCalledTimes(1);
    // Past the focus throttle, while the poll is still out; the next poll waits for it too.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
      window.dispatchEvent(new Event('focus'));
      showPage(true);
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
    await act(async () => {
      release({ kind: 'ok', messages: [bubble(1, 'buyer', 'いつ届きますか？'), bubble(2, 'seller', '明日発送します')] });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(texts().at(-1)).toEqual(['seller', '明日発送します']);
    expect(overlap).toBe(false);
  });

  it('keeps polling, an interval apart, through failed reads', async () => {
    const { loadThread } = setup({ load: async () => ({ kind: 'error', message: null }) });
    await act(async () => jest.advanceTimersByTimeAsync(15_000));
    expect(loadThread).toHaveBeenCalledTimes(3);
    expect(texts()).toHaveLength(1);
  });

  it('the thread read back with a send wins over a poll already under way', async () => {
    let release: (outcome: ThreadOutcome) => void = () => undefined;
    const { textarea, button } = setup({
      load: () => new Promise<ThreadOutcome>((resolve) => (release = resolve)),
      send: async () => ({ kind: 'sent', messages: [bubble(1, 'buyer', 'いつ届きますか？'), bubble(2, 'buyer', '追加で質問です')] }),
    });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    fireEvent.change(textarea, { target: { value: '追加で質問です' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(texts().at(-1)).toEqual(['buyer', '追加で質問です']);
    // The poll had read the thread before the send: its answer is dropped.
    await act(async () => {
      release({ kind: 'ok', messages: [bubble(1, 'buyer', 'いつ届きますか？')] });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(texts()).toHaveLength(2);
  });

  it('reads the thread at once after a send whose answer did not carry it', async () => {
    const { loadThread, textarea, button } = setup({
      load: async () => ({ kind: 'ok', messages: [bubble(1, 'buyer', 'いつ届きますか？'), bubble(2, 'buyer', '追加で質問です')] }),
    });
    fireEvent.change(textarea, { target: { value: '追加で質問です' } });
    await act(async () => {
      fireEvent.click(button);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
    expect(textarea).toHaveValue('');
    expect(texts().at(-1)).toEqual(['buyer', '追加で質問です']);
  });

  it('shows the not-found view and stops polling when the order is gone', async () => {
    const { loadThread } = setup({ load: async () => ({ kind: 'notFound' }) });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('表示できません。');
    expect(screen.queryByLabelText('メッセージ')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
  });

  it('never polls when the page already met a refused session, and runs the 401 rule', async () => {
    const { loadThread } = setup({ initial: { kind: 'unauthorized' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(loadThread).not.toHaveBeenCalled();
  });

  it('keeps the thread on a failed poll, with a notice, and recovers', async () => {
    let down = true;
    setup({ load: async () => (down ? { kind: 'error', message: null } : { kind: 'ok', messages: [bubble(1, 'buyer', 'いつ届きますか？'), bubble(3, 'seller', '戻りました')] }) });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(texts()).toHaveLength(1);
    expect(screen.getByText('最新のメッセージを取得できませんでした。')).toBeInTheDocument();
    down = false;
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('最新のメッセージを取得できませんでした。')).not.toBeInTheDocument();
    expect(texts()).toHaveLength(2);
  });

  it('shows the error view with a retry when the first load failed', async () => {
    const { loadThread } = setup({ initial: { kind: 'error', message: 'Server is busy' }, load: async () => ({ kind: 'ok', messages: [] }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Server is busy');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    });
    expect(loadThread).toHaveBeenCalledTimes(1);
    expect(screen.getByText('まだメッセージはありません。')).toBeInTheDocument();
  });

  it('runs the 401 rule and stops polling when the session is refused', async () => {
    const { loadThread } = setup({ load: async () => ({ kind: 'unauthorized' }) });
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(loadThread).toHaveBeenCalledTimes(1);
  });

  it('opens the login dialog when the token is gone', async () => {
    const { textarea, button } = setup({ send: async () => ({ kind: 'login' }) });
    fireEvent.change(textarea, { target: { value: 'hi' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(getDefaultStore().get(loginDialogAtom)).toEqual({ open: true, reason: 'action' });
    expect(textarea).toHaveValue('hi');
  });

  it('keeps a message typed before hydration: the button is enabled and the send carries it', async () => {
    const sendMessage = jest.fn<Sender>(async () => ({ kind: 'sent', messages: null }));
    const thread = (
      <OrderThread
        orderId={50003}
        timeZone="Asia/Tokyo"
        initial={{ kind: 'ok', messages: [bubble(1, 'seller', '発送しました')] }}
        strings={strings}
        loadThread={async () => ({ kind: 'ok', messages: [] })}
        sendMessage={sendMessage}
      />
    );
    const view = await typedBeforeHydration(thread, { message: '届きました' });
    const button = screen.getByRole('button', { name: '送信' });
    expect(button).toBeEnabled();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(sendMessage).toHaveBeenCalledWith({ orderId: 50003, timeZone: 'Asia/Tokyo', message: '届きました' });
    view.unmount();
  });
});
