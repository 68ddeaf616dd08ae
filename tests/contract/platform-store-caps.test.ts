/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { MAX_REPORTS } from '@/platform/error-sink';
import { MAX_MESSAGE_BYTES } from '@/platform/realtime/pubnub';
import { PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY } from '@/platform/realtime/config';

/** Stores a client fills over HTTP stay at their caps. */

let platform: RunningPlatform;
let api: string;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
  api = platform.ctx.options.publicUrl;
});

afterAll(() => platform.close());

describe('store caps', () => {
  it('keeps the newest MAX_REPORTS error reports', async () => {
    // Filled in process; the last ones arrive over HTTP and push the oldest out.
    for (let n = 0; n < MAX_REPORTS; n++) platform.ctx.reports.push({ receivedAt: '', items: [{ n }] });
    for (let n = MAX_REPORTS; n < MAX_REPORTS + 5; n++) {
      const response = await fetch(`${api}/api/1/envelope/`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: `{}\n{"type":"event"}\n{"n":${n}}` });
      expect(response.status).toBe(200);
    }
    const { data } = (await (await fetch(`${api}/__control/reports`)).json()) as { data: { items: { n: number }[] }[] };
    expect(data).toHaveLength(MAX_REPORTS);
    expect(data[0].items[0].n).toBe(5);
    expect(data.at(-1)?.items[0].n).toBe(MAX_REPORTS + 4);
  });

  it('refuses a pubnub message over 32 KiB with 413', async () => {
    const path = `${api}/publish/${PUBNUB_PUBLISH_KEY}/${PUBNUB_SUBSCRIBE_KEY}/0/big/0`;
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'n', data: 'x'.repeat(MAX_MESSAGE_BYTES) }) });
    expect(response.status).toBe(413);
  });
});
