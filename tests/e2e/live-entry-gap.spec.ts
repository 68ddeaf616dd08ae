import { chatRows } from './chat-rows';
import { control, expect, newLiveRoom, test } from './fixtures';

/**
 * The window between the room's entry (a snapshot of comments and poll) and its realtime
 * subscription (docs/adr/0009, "The snapshot's cursor"): what is published there reaches the viewer
 * once, by the replay from the snapshot's cursor; what the snapshot holds is not shown twice; an
 * event older than the snapshot does not act again. The realtime worker's connect command is held
 * until the test has published into the window (no wait for time: the hold is a state).
 */

interface HeldWindow {
  /** Sends the held connect command to the realtime worker; absent until the room asked to connect. */
  releaseRealtime?: () => void;
  sameDocument?: boolean;
}

/** Holds the first `connect` the page sends a worker (lib/live/realtime/worker-messages) until released. */
function holdRealtimeConnect(): void {
  const send = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
  let held = false;
  Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
    const [message] = args;
    const isConnect = typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'connect';
    if (!isConnect || held) return send.apply(this, args);
    held = true;
    (window as unknown as HeldWindow).releaseRealtime = () => send.apply(this, args);
  };
}

const IN_SNAPSHOT = 'スナップショットにあるコメント';
const IN_WINDOW = '入室と購読のあいだのコメント';
const LIVE = '購読のあとのコメント';

for (const provider of ['pubnub', 'ably'] as const) {
  test(`${provider}: a comment and a poll published between the entry and the subscription arrive once; the snapshot’s comments are not repeated`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(holdRealtimeConnect);
    const id = await newLiveRoom({ provider });
    // Just before the entry reads its snapshot: a force.refresh (older than the snapshot, so within
    // the replay's margin but already reflected) and a comment (in the snapshot and replayed too).
    let first = true;
    await page.route(`**/demo/live/${id}/entry`, async (route) => {
      if (first) {
        first = false;
        await control(`live/${id}/force-refresh`, { seconds: 0 });
        await control(`live/${id}/comments`, { message: IN_SNAPSHOT, name: 'スタッフ' });
      }
      await route.continue();
    });
    const entered = page.waitForResponse((response) => new URL(response.url()).pathname === `/demo/live/${id}/entry`);
    await page.goto(`/demo/live/${id}`);
    const entry = (await (await entered).json()) as { comments: { message: string; cart_success?: boolean }[]; snapshot?: { readAt: number } };
    expect(entry.comments.map((c) => c.message)).toContain(IN_SNAPSHOT);
    expect(entry.snapshot?.readAt).toEqual(expect.any(Number));

    const room = page.getByTestId('live-room');
    const log = page.getByRole('log', { name: 'コメント' });
    await expect(log).toContainText(IN_SNAPSHOT);
    // The room asked its worker to connect; the command waits here, so nothing is subscribed yet.
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as HeldWindow).releaseRealtime)).toBe('function');
    await expect(room).toHaveAttribute('data-realtime', 'idle');
    await page.evaluate(() => ((window as unknown as HeldWindow).sameDocument = true));

    await control(`live/${id}/comments`, { message: IN_WINDOW, name: 'スタッフ' });
    await control(`live/${id}/polls/301/show`, {});
    await page.evaluate(() => (window as unknown as HeldWindow).releaseRealtime?.());

    await expect(room).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    await expect(log).toContainText(IN_WINDOW);
    // After the force.refresh on its channel: once the poll is in, the force.refresh was dropped or acted on.
    await expect(page.getByTestId('poll')).toContainText('次に紹介してほしいお茶は？');
    await control(`live/${id}/comments`, { message: LIVE, name: 'スタッフ' });
    await expect(log).toContainText(LIVE);

    const rows = await chatRows(log.getByRole('list', { name: 'コメント' }));
    // Text rows (a cart-success comment renders its products instead), each once.
    const texts = [...entry.comments.filter((c) => !c.cart_success).map((c) => c.message), IN_WINDOW, LIVE];
    for (const message of texts) {
      expect({ message, times: rows.filter((row) => row.includes(message)).length }).toEqual({ message, times: 1 });
    }
    // The replayed force.refresh did not reload the room.
    expect(await page.evaluate(() => (window as unknown as HeldWindow).sameDocument)).toBe(true);
  });
}
