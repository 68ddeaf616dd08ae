import type { Page, Request } from '@playwright/test';
import { watchFingerprint } from '../../lib/identity/watch-fingerprint';
import { control, expect, platformUrl, realtimeWorkerNames, seriousViolations, signIn, test } from './fixtures';

/**
 * The live room (issue 6) end to end through the REAL pubnub SDK (the seed posts' provider), the
 * real video.js, the production build and the platform. The ably twin is live-ably.spec.ts.
 * Every room test opens a room of its own (a copy of the live post 9001 with fresh channels).
 */

const DEMO_MEMBER_ID = 1001;

async function newRoom(body: Record<string, unknown> = {}): Promise<number> {
  const { id } = (await control('live/posts', { from: 9001, provider: 'pubnub', ...body })) as { id: number };
  return id;
}

async function openRoom(page: Page, id: number): Promise<void> {
  await page.goto(`/demo/live/${id}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
}

/** The 16:9 live master's renditions (360p, 540p, 720p): the width of a decoded picture. */
const RENDITION_WIDTHS = [640, 960, 1280];

/** The room's video: decoded frames and advancing time. */
async function videoState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return video ? { time: video.currentTime, width: video.videoWidth, muted: video.muted, inline: video.playsInline, paused: video.paused } : null;
  });
}

const commentLog = (page: Page) => page.getByRole('log', { name: 'コメント' });

test.describe('routes', () => {
  test('/{store}/live redirects to the latest post; ticket_id shows the ticket page instead', async ({ page }) => {
    await page.goto('/demo/live');
    await expect(page).toHaveURL(/\/demo\/live\/9001$/);
    await page.goto('/demo/live?ticket_id=999999');
    await expect(page.getByRole('heading', { name: 'チケット限定ライブ' })).toBeVisible();
    await expect(page.getByRole('link', { name: '最新のライブへ' })).toHaveAttribute('href', '/demo/live/9001');
  });

  test('a post of another store is unauthorized; an unknown or malformed id is not found', async ({ page }) => {
    await page.goto('/tickets/live/9001');
    await expect(page.getByRole('heading', { name: 'このライブはここでは表示できません' })).toBeVisible();
    await page.goto('/demo/live/987654');
    await expect(page.getByRole('heading', { name: 'ライブが見つかりません' })).toBeVisible();
    await page.goto('/demo/live/abc');
    await expect(page.getByRole('heading', { name: 'ライブが見つかりません' })).toBeVisible();
  });

  test('renders on the server with title, description, cover and Open Graph for live, upcoming and replay posts', async ({ request }) => {
    for (const [id, title] of [
      [9001, '【金曜ライブ】宇治抹茶と新茶のご紹介'],
      [9002, '春の新作ワンピース 先行販売ライブ'],
      [9003, '秋の味覚ライブ いくらと器'],
    ] as const) {
      const response = await request.get(`/demo/live/${id}`);
      const html = await response.text();
      expect(html).toContain(`<title>${title} | キラリ商店`);
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title.replace(/[【】]/g, '.')} \\| キラリ商店"`));
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      expect(ld).not.toBeNull();
      const data = JSON.parse(ld![1]) as { '@type': string; name: string; publication: { isLiveBroadcast: boolean } };
      expect(data['@type']).toBe('VideoObject');
      expect(data.name).toBe(title);
      expect(data.publication.isLiveBroadcast).toBe(true);
      // The title is in the server HTML, before any script runs.
      expect(html).toContain(`<h1`);
      // The cover (the largest paint) is preloaded at high priority before the body: React moves
      // high-priority image preloads into the response's Link header (or <head> past its capacity).
      const head = html.slice(0, html.indexOf('</head>'));
      const inHeader = /<[^>]+\/images\/post\/[^>]+>; rel=preload; as="image"; fetchpriority="high"/.test(response.headers()['link'] ?? '');
      const inHead = /<link rel="preload"(?=[^>]* as="image")(?=[^>]* fetchPriority="high")[^>]* href="[^"]+\/images\/post\/[^"]+"/.test(head);
      expect({ id, preloaded: inHeader || inHead }).toEqual({ id, preloaded: true });
    }
  });

  test.describe('a ticket code', () => {
    // Enters a code through the storefront's form: a client address of its own (fixtures.ts).
    test.use({ ownClientAddress: true });
    test('a private post asks for a ticket code, then opens', async ({ page, context, request }) => {
      await signIn(context, request);
      await page.goto('/demo/live/9005');
      await expect(page.getByRole('heading', { name: 'チケットをお持ちの方限定のライブです' })).toBeVisible();
      const code = page.getByLabel('チケットコード');
      await page.getByRole('button', { name: 'ライブを視聴する' }).click();
      await expect(page.getByText('チケットコードを入力してください。')).toBeVisible();
      await code.fill('WRONG-CODE');
      await page.getByRole('button', { name: 'ライブを視聴する' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'ticket code is invalid' })).toBeVisible();
      await code.fill('KIRARI-VIP-2025');
      await page.getByRole('button', { name: 'ライブを視聴する' }).click();
      await expect(page.getByTestId('live-room')).toBeVisible();
      await expect(page.getByRole('heading', { name: '会員限定 蔵元見学ライブ（アーカイブ）' })).toBeVisible();
    });
  });
});

test.describe('the room on pubnub', () => {
  test('plays the live stream muted and inline, with an unmute control', { tag: ['@standalone', '@edge'] }, async ({ page }) => {
    test.setTimeout(45_000);
    const id = await newRoom();
    const subscribes: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v2/subscribe/')) subscribes.push(req.url());
    });
    await openRoom(page, id);
    await expect.poll(async () => (await videoState(page))?.time ?? 0, { timeout: 20_000, message: 'the live stream plays' }).toBeGreaterThan(1);
    // A decoded picture of one of the master's renditions (360p first, stepping up as parts are measured).
    await expect.poll(async () => RENDITION_WIDTHS.includes((await videoState(page))?.width ?? 0), { timeout: 10_000 }).toBe(true);
    expect(await videoState(page)).toMatchObject({ muted: true, inline: true, paused: false });
    // Chromium's own HLS cannot hold a live edge (ADR 0013): a live plays through video.js/VHS.
    await expect(page.locator('.video-js')).toHaveCount(1);
    // Only the SDK the stream info names: pubnub's long-poll, to the platform.
    expect(subscribes.length).toBeGreaterThan(0);
    expect(subscribes.every((url) => url.startsWith(platformUrl()))).toBe(true);
    // ...from the realtime worker: the SDK never runs on the page (in the page it adds its iframe).
    await expect.poll(() => realtimeWorkerNames(page)).toEqual(['kirari-realtime']);
    await expect(page.locator('iframe[name="pubnub-context-unpatched-fetch"]')).toHaveCount(0);
    const unmute = page.getByRole('button', { name: '音声をオンにする' });
    await unmute.click();
    await expect(page.getByRole('button', { name: 'ミュート' })).toHaveAttribute('aria-pressed', 'true');
    expect((await videoState(page))?.muted).toBe(false);
  });

  test('where the browser has no native HLS, video.js plays the live stream', async ({ page }) => {
    test.setTimeout(45_000);
    // A browser without native HLS (older desktop Chromium, Firefox): canPlayType answers ''.
    await page.addInitScript(() => {
      const original = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : original.call(this, type);
      };
    });
    const id = await newRoom();
    await openRoom(page, id);
    await expect(page.locator('.video-js')).toHaveCount(1, { timeout: 15_000 });
    // VHS seeks to its live point before the first frame: a position alone is not playing. Decoded
    // frames (the stream's width) and a playhead that moves on from there are.
    await expect.poll(() => videoState(page), { timeout: 20_000, message: 'the live stream plays in video.js' }).toMatchObject({ muted: true, inline: true, paused: false });
    await expect.poll(async () => RENDITION_WIDTHS.includes((await videoState(page))?.width ?? 0), { timeout: 10_000 }).toBe(true);
    const decodedAt = (await videoState(page))?.time ?? 0;
    await expect.poll(async () => (await videoState(page))?.time ?? 0, { timeout: 10_000 }).toBeGreaterThan(decodedAt + 1);
  });

  test('where the realtime worker cannot start, the page connects itself and comments still arrive', async ({ page }) => {
    // A worker whose script fails as it starts (a blocked or broken worker script).
    await page.addInitScript(() => {
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(_url: string | URL, options?: WorkerOptions) {
          super(URL.createObjectURL(new Blob(['throw new Error("no realtime worker here")'], { type: 'text/javascript' })), options);
        }
      };
    });
    const id = await newRoom();
    await openRoom(page, id);
    // In the page, the SDK adds its iframe: the fallback ran.
    await expect(page.locator('iframe[name="pubnub-context-unpatched-fetch"]')).toHaveCount(1);
    await control(`live/${id}/comments`, { message: 'ワーカーなしでも届きます', name: 'スタッフ' });
    await expect(commentLog(page)).toContainText('ワーカーなしでも届きます');
  });

  test('the chat follows new comments at its bottom, in a real layout', async ({ page }) => {
    const id = await newRoom();
    await openRoom(page, id);
    const log = commentLog(page);
    for (let i = 1; i <= 20; i += 1) await control(`live/${id}/comments`, { message: `続々とコメント ${i}`, name: 'スタッフ' });
    await expect(log).toContainText('続々とコメント 20');
    // The scrolling list inside the log (components/ui/VirtualList).
    const list = log.getByRole('list', { name: 'コメント' });
    const gapBelow = () => list.evaluate((element) => ({ overflows: element.scrollHeight > element.clientHeight, gap: element.scrollHeight - element.scrollTop - element.clientHeight }));
    await expect.poll(gapBelow).toEqual({ overflows: true, gap: expect.any(Number) });
    await expect.poll(async () => (await gapBelow()).gap).toBeLessThanOrEqual(1);
    await expect(list.getByText('続々とコメント 20')).toBeInViewport();
  });

  test('comments: the buyer’s and the control API’s appear, comment.hide removes one, a banned word is not posted', async ({ page, context, request }) => {
    await signIn(context, request);
    const id = await newRoom();
    await openRoom(page, id);
    const log = commentLog(page);
    await expect(log).toContainText('こんばんは！楽しみにしてました');
    // The initial cart-success comment renders as a cart banner row.
    await expect(log.getByTestId('cart-comment')).toContainText('宇治抹茶ラテ セット（6本入り）× 2');

    const input = page.getByRole('textbox', { name: 'コメントを書く' });
    await input.fill('抹茶ラテください');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(log).toContainText('はなこ抹茶ラテください');

    const { comment } = (await control(`live/${id}/comments`, { message: '本日の目玉はこちら', name: 'スタッフ' })) as { comment: { comment_id: string } };
    await expect(log).toContainText('スタッフ本日の目玉はこちら');
    await control(`live/${id}/comments/${comment.comment_id}/hide`, {});
    await expect(log).not.toContainText('本日の目玉はこちら');
    await control(`live/${id}/comments/${comment.comment_id}/show`, {});
    await expect(log).toContainText('本日の目玉はこちら');

    // Banned word (dirty_word on for the demo store): cleared, a local notice, nothing posted.
    await input.fill('見て http://spam.example');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(page.getByText('未投稿：はなこ：見て http://spam.example')).toBeVisible();
    const stored = await (await request.get(`${platformUrl()}/api/v1/liveweb/comments`, { params: { store_id: 'demo', channel: `comment|${id}` } })).json();
    expect(JSON.stringify(stored)).not.toContain('spam.example');
    await expect(log).not.toContainText('spam.example');

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('products.salable_status marks a product sold out; the not-on-sale toast is for the current user only', async ({ page, context, request }) => {
    await signIn(context, request);
    const id = await newRoom();
    await openRoom(page, id);
    const matcha = page.getByTestId('room-product-101');
    await expect(matcha).toContainText('「A」とコメントして注文');
    await expect(matcha.getByRole('button', { name: '購入する' })).toBeEnabled();
    await control(`live/${id}/products/101/salable-status`, { salable_status: 'sold_out' });
    await expect(matcha.getByTestId('salable-status')).toHaveText('売り切れ');
    await expect(matcha.getByRole('button', { name: '購入する' })).toBeDisabled();

    const toast = page.getByRole('alert').filter({ hasText: 'この商品は現在販売されていません。' });
    await control(`live/${id}/comment-failed`, { reason: 'not_on_sale', user_id: 2001, comment_id: 'c-x', event_id: 'e-1' });
    // Published after it on the same stream: once this comment shows, the failure was handled.
    await control(`live/${id}/comments`, { message: '他の方の注文の後', name: 'スタッフ' });
    await expect(commentLog(page)).toContainText('他の方の注文の後');
    await expect(toast).toHaveCount(0);
    await control(`live/${id}/comment-failed`, { reason: 'not_on_sale', user_id: DEMO_MEMBER_ID, comment_id: 'c-y', event_id: 'e-2' });
    await expect(toast).toBeVisible();
    // A 2 s toast (the toaster's timing is unit-tested with fake timers; here: it goes by itself).
    await expect(toast).toHaveCount(0, { timeout: 4000 });
  });

  test('adds to the cart from the room, with the full and limit messages', async ({ page, context, request }) => {
    await signIn(context, request);
    const id = await newRoom();
    await openRoom(page, id);
    const matcha = page.getByTestId('room-product-101');
    await matcha.getByRole('button', { name: '購入する' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'カートに追加しました。' })).toBeVisible();
    // Product 110 has a per-buyer limit: asking for more than it allows ends at the limit message.
    const limited = page.getByTestId('room-product-110');
    await limited.getByLabel('数量').fill('99');
    for (let i = 0; i < 3; i++) await limited.getByRole('button', { name: '購入する' }).click();
    await expect(page.getByText(/購入上限|のみ追加しました/).first()).toBeVisible();
  });

  test('reactions batch into one send per 5 s (Playwright clock)', async ({ page }) => {
    const id = await newRoom();
    const sends: string[] = [];
    page.on('request', (req: Request) => {
      const body = req.postData() ?? '';
      if (req.method() === 'POST' && req.headers()['next-action'] && body.includes('"icon":"heart"')) sends.push(body);
    });
    await page.clock.install();
    await openRoom(page, id);
    const heart = page.getByTestId('react-heart');
    await expect(heart).toBeEnabled();
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    for (let i = 0; i < 3; i++) {
      await heart.click();
      await page.clock.runFor(150);
    }
    // Shown at once, sent later: nothing before the 5 s window closes, then one send of all three.
    await expect(page.getByTestId('reaction-layer').locator('[data-icon="heart"]').first()).toBeAttached();
    await page.clock.runFor(4_500);
    expect(sends).toHaveLength(0);
    await page.clock.runFor(500);
    await expect.poll(() => sends.length).toBe(1);
    expect(sends[0]).toContain('"count":3');
    // Taps in the next window go in the next send, not before 5 s after the first.
    await heart.click();
    await page.clock.runFor(150);
    await heart.click();
    await page.clock.runFor(4_500);
    expect(sends).toHaveLength(1);
    await page.clock.runFor(600);
    await expect.poll(() => sends.length).toBe(2);
    expect(sends[1]).toContain('"count":2');
  });

  test('live.stopped ends the stage and leaves the stream', async ({ page }) => {
    const id = await newRoom();
    await openRoom(page, id);
    await expect(page.locator('video')).toHaveCount(1, { timeout: 15_000 });
    await control(`live/${id}/stop`, {});
    await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'end');
    await expect(page.getByTestId('stage')).toContainText('ライブは終了しました');
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('live.watched with another session’s fingerprint kicks the viewer: token cleared, stream left', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    const id = await newRoom();
    await openRoom(page, id);
    await expect(page.locator('video')).toHaveCount(1, { timeout: 15_000 });
    // This viewer's own session: nothing happens (the comment published after it shows it was handled).
    await control(`live/${id}/watched`, { user_id: DEMO_MEMBER_ID, fingerprint: watchFingerprint(token), user_type: 'user' });
    await control(`live/${id}/comments`, { message: '同じ端末の視聴です', name: 'スタッフ' });
    await expect(commentLog(page)).toContainText('同じ端末の視聴です');
    await expect(page.getByTestId('live-room')).not.toHaveAttribute('data-stage', 'kicked');
    await control(`live/${id}/watched`, { user_id: DEMO_MEMBER_ID, fingerprint: watchFingerprint('token-of-another-device'), user_type: 'user' });
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-stage', 'kicked');
    await expect(page.getByTestId('stage')).toContainText('別の端末でこのライブを視聴しているため');
    await expect(page.locator('video')).toHaveCount(0);
    // The server clears the cookie in a call the kick fires without holding the screen for it: wait for that state.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'kirari_token' && c.value)).toBeUndefined();
    await expect(page.getByRole('textbox', { name: 'コメントを書く' })).toBeDisabled();
  });

  test('the waiting room and a replay with chapters that seek', async ({ page }) => {
    await page.goto('/demo/live/9002');
    await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'waiting');
    await expect(page.getByTestId('room-badge')).toHaveText('配信予定');

    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/demo/live/9003');
    await expect(page.getByTestId('room-badge')).toHaveText('アーカイブ');
    await expect.poll(async () => (await videoState(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.5);
    // A replay needs no edge: Chromium plays it itself, and video.js is neither created nor downloaded.
    await expect(page.locator('.video-js')).toHaveCount(0);
    const bodies = await Promise.all(scripts.filter((url) => url.includes('/_next/static/')).map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('VIDEOJS_NO_DYNAMIC_STYLE'))).toBe(false);
    const chapters = page.getByRole('navigation', { name: 'チャプター' });
    await expect(chapters.getByRole('button')).toHaveCount(4);
    // The archived chat follows the picture: its first comment was sent 60 s in (platform/seed/room.ts).
    await expect(commentLog(page)).toContainText('コメントは再生に合わせて表示されます。');
    await expect(commentLog(page)).not.toContainText('いくら大好きです！');
    // The synthetic replay is an hour long: a chapter 5 minutes in seeks there and is marked as playing.
    await chapters.getByRole('button', { name: /いくら醤油漬け/ }).click();
    await expect.poll(async () => (await videoState(page))?.time ?? 0).toBeGreaterThan(300);
    await expect(chapters.getByRole('button', { name: /いくら醤油漬け/ })).toHaveAttribute('aria-current', 'true');
    // Every comment up to there (300 s), the hidden one (240 s) left out.
    await expect(commentLog(page)).toContainText('いくら大好きです！');
    await expect(commentLog(page)).toContainText('冷凍で届きますか？');
    await expect(commentLog(page)).not.toContainText('見る価値なし');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/demo/live/9004');
    const clips = page.getByRole('navigation', { name: 'クリップ' });
    await expect(clips.getByRole('button', { name: /純米大吟醸の飲み比べ/ })).toContainText('00:02:00 – 00:15:00');
  });
});
