/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { CommentList, type CommentListLabels } from '@/components/live/CommentList';
import PinnedMessages from '@/components/live/PinnedMessages';
import { ReactionBar, ReactionLayer, type ReactionLayerHandle } from '@/components/live/Reactions';
import type { PinnedMessage } from '@/lib/schemas';
import { comment } from './fixtures';

/**
 * Issue 28: emoji characters draw as empty boxes where no emoji font is installed (Debian's
 * Chromium). The room's rows use the SVG icons the product ships, named where they carry meaning.
 */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

const labels: CommentListLabels = { comments: 'コメント', empty: 'まだありません', official: 'ショップ', cartComment: '{items}をカートに追加しました', cartIcon: 'カート', cartItem: '{product}（{sku}）× {quantity}' };

describe('room icons', () => {
  it('the pinned message row: an SVG icon with a name, no emoji character', () => {
    const pin = { id: 1, message: '本日20時から再入荷', unpinned_at: null } as unknown as PinnedMessage;
    render(<PinnedMessages pins={[pin]} label="ピン留めメッセージ" iconLabel="ピン留め" />);
    const region = screen.getByRole('region', { name: 'ピン留めメッセージ' });
    expect(region.textContent).not.toMatch(EMOJI);
    const icon = within(region).getByRole('img', { name: 'ピン留め' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(region).toHaveTextContent('本日20時から再入荷');
  });

  it('the cart row of the chat: an SVG icon with a name, no emoji character', () => {
    const cart = { ...comment('A1+2', { name: 'はなこ' }), cart_success: true as const, skus: [{ sku_name: '6本入り', product_name: '抹茶ラテ', quantity: 2, image_url: null }] };
    render(<CommentList comments={[cart]} labels={labels} officialColor={null} selfId={null} />);
    const row = screen.getByTestId('cart-comment');
    expect(row.textContent).not.toMatch(EMOJI);
    expect(within(row).getByRole('img', { name: 'カート' }).tagName.toLowerCase()).toBe('svg');
  });

  it('reaction buttons and floats: SVG icons, the button carries the name', () => {
    const ref = createRef<ReactionLayerHandle>();
    render(
      <>
        <ReactionBar buttons={[{ icon: 'heart', label: 'ハート' }, { icon: 'sakura', label: '桜' }]} label="リアクション" onReact={() => {}} />
        <ReactionLayer ref={ref} />
      </>,
    );
    act(() => ref.current?.spawn('heart', 2));
    const bar = screen.getByRole('group', { name: 'リアクション' });
    expect(bar.textContent).not.toMatch(EMOJI);
    expect(screen.getByTestId('reaction-layer').textContent).not.toMatch(EMOJI);
    expect(screen.getByRole('button', { name: 'ハート' }).querySelector('svg[data-room-icon="heart"]')).not.toBeNull();
    expect(screen.getByTestId('reaction-layer').querySelectorAll('svg[data-room-icon="heart"]')).toHaveLength(2);
  });

  it('no component source or message writes an emoji character', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : /\.(tsx?|json)$/.test(entry.name) ? [join(dir, entry.name)] : []));
    const found = [...files('components'), ...files('app'), ...files('messages')].filter((file) => EMOJI.test(readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
