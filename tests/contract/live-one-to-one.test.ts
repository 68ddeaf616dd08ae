/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bindTicket, getLatestPost, getOneToOneEntrance, getPostPermission, getReplayList } from '@/lib/api';
import { BindTicketAnswer, LatestPostAnswer, OneToOneEntranceAnswer, PostPermissionAnswer, VodAnswer } from '@/lib/schemas';
import { ONE_TO_ONE_HASH, ONE_TO_ONE_TICKET_CODE } from '@/platform/seed/posts';
import { expectAnswer, expectFailure, postJson, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each' });

describe('GET /api/v1/liveweb/stores/{store}/one-to-one/{hash} (platform extension)', () => {
  it('answers the post summary, its seller and what the entrance asks for', async () => {
    const { data } = expectAnswer(OneToOneEntranceAnswer, await getOneToOneEntrance('demo', ONE_TO_ONE_HASH, { token: null, guestToken: null }));
    expect(data).toMatchObject({
      id: 9006,
      type: 'one_to_one_formal',
      title: '個別相談ライブ 茶器選びのご相談',
      live_status: 'unpublished',
      is_private: true,
      started_at: null,
      seller: { name: 'キラリ商店' },
      requires: { login: true, ticket_code: true },
    });
    expect(data.upcoming_at).toEqual(expect.any(String));
    expect(data.seller.avatar_url).toMatch(/^http/);
  });

  it('answers the same to a member (no personal data in it)', async () => {
    const anonymous = await getOneToOneEntrance('demo', ONE_TO_ONE_HASH, { token: null, guestToken: null });
    expect(await getOneToOneEntrance('demo', ONE_TO_ONE_HASH, { token: harness.token })).toEqual(anonymous);
  });

  it('answers 404 for an unknown hash or store, 403 for another store’s session', async () => {
    expectFailure(await getOneToOneEntrance('demo', 'no-such-hash-00000000'), 404);
    expectFailure(await getOneToOneEntrance('no-such-store', ONE_TO_ONE_HASH), 404);
    expectFailure(await getOneToOneEntrance('taiwan', ONE_TO_ONE_HASH), 403, 'POST_DOES_NOT_BELONG_TO_STORE');
  });

  it('no copy of the post answers the hash', async () => {
    const copy = JSON.parse((await postJson(harness.api, '/__control/live/posts', { from: 9006 })).text) as { id: number };
    expect(copy.id).not.toBe(9006);
    expect(expectAnswer(OneToOneEntranceAnswer, await getOneToOneEntrance('demo', ONE_TO_ONE_HASH)).data.id).toBe(9006);
  });

  it('opens the session to a member who binds its ticket code', async () => {
    const member = { token: harness.token };
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9006, member))).toEqual({ has_permission: false, token_valid: true });
    expectFailure(await bindTicket(9006, 'KIRARI-VIP-2025', member), 422, 'TICKET_CODE_INVALID');
    expectAnswer(BindTicketAnswer, await bindTicket(9006, ONE_TO_ONE_TICKET_CODE, member));
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9006, member)).has_permission).toBe(true);
  });
});

describe('one-to-one sessions are not listed', () => {
  it('the replay list and the latest post leave them out', async () => {
    const first = expectAnswer(VodAnswer, await getReplayList('demo'));
    const ids = first.data.map((post) => post.id);
    for (let page = 2; page <= first.meta.last_page; page += 1) ids.push(...expectAnswer(VodAnswer, await getReplayList('demo', page)).data.map((post) => post.id));
    expect(ids).toHaveLength(first.meta.total);
    expect(ids).toContain(9005);
    expect(ids).not.toContain(9006);
    await postJson(harness.api, '/__control/live/9001/stop', {});
    await postJson(harness.api, '/__control/live/9007/stop', {});
    // Nothing live: the newest post by creation would be 9006, were it listed.
    expect(expectAnswer(LatestPostAnswer, await getLatestPost('demo')).data?.id).toBe(9001);
  });
});
