/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ArchiveNav } from '@/components/live/ArchiveNav';
import { CommentList } from '@/components/live/CommentList';
import { ProductList } from '@/components/live/ProductList';
import { ReactionBar } from '@/components/live/Reactions';
import { BannerView, DrawStatus, StageOverlay, bannerText } from '@/components/live/RoomOverlays';
import { comment, commentLabels, product, productLabels } from './fixtures';


describe('CommentList', () => {
  it('renders comments by name and message, and a cart-success comment as a cart banner row', () => {
    const cart = { ...comment('A1+2', { name: 'はなこ' }), cart_success: true as const, skus: [{ sku_name: '6本入り', product_name: '抹茶ラテ', quantity: 2, image_url: null }] };
    render(<CommentList comments={[comment('こんばんは'), cart]} labels={commentLabels} officialColor={null} selfId={null} />);
    const log = screen.getByRole('log', { name: 'コメント' });
    expect(log).toHaveTextContent('ゆきこんばんは');
    const row = within(log).getByTestId('cart-comment');
    expect(row).toHaveTextContent('はなこ 抹茶ラテ（6本入り）× 2をカートに追加しました');
  });
  it('gives official (cms_sdk) messages the store colour when the flag sets one, and not otherwise', () => {
    const official = comment('本日限定！', { source: 'cms_sdk', name: 'キラリ' });
    const { rerender } = render(<CommentList comments={[official]} labels={commentLabels} officialColor="#123456" selfId={null} />);
    const row = screen.getByText('本日限定！').closest('p') as HTMLElement;
    expect(row.style.getPropertyValue('--official')).toBe('#123456');
    expect(row).toHaveTextContent('ショップ キラリ');
    rerender(<CommentList comments={[official]} labels={commentLabels} officialColor={null} selfId={null} />);
    expect((screen.getByText('本日限定！').closest('p') as HTMLElement).style.getPropertyValue('--official')).toBe('');
  });
  it('shows the empty text without comments', () => {
    render(<CommentList comments={[]} labels={commentLabels} officialColor={null} selfId={null} />);
    expect(screen.getByText('まだありません')).toBeInTheDocument();
  });
});


describe('ProductList', () => {
  const twoSkus = product(101, {
    keyword: 'A1',
    skus: [
      { id: 1011, name: '6本入り', price: 1200, original_price: null, available_quantity: 5, salable_quantity: 5, salable_limit: null, info: null, keyword: 'A1-6' },
      { id: 1012, name: '12本入り', price: 2200, original_price: null, available_quantity: 0, salable_quantity: 0, salable_limit: null, info: null, keyword: 'A1-12' },
    ],
  } as never);

  it('shows the product and SKU keywords so a viewer can order by comment, and adds the chosen SKU', async () => {
    const onAdd = jest.fn((_skuId: number, _quantity: number) => Promise.resolve());
    render(<ProductList products={[twoSkus]} currency="JPY" labels={productLabels} sellingId={101} productHref={null} onAdd={onAdd} blockedReason={null} />);
    const card = screen.getByTestId('room-product-101');
    expect(card).toHaveTextContent('「A1」とコメントして注文');
    expect(card).toHaveTextContent('紹介中');
    const select = within(card).getByLabelText('種類') as HTMLSelectElement;
    expect(select.options[0].textContent).toBe('6本入り · ¥1,200 · 残り5点 · 「A1-6」');
    expect(select.options[1].textContent).toBe('12本入り · ¥2,200 · 売り切れ · 「A1-12」');
    fireEvent.change(within(card).getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.click(within(card).getByRole('button', { name: '購入する' }));
    expect(onAdd).toHaveBeenCalledWith(1011, 3);
    // Pending while the add runs, then ready again.
    await waitFor(() => expect(within(card).getByRole('button', { name: '購入する' })).toBeEnabled());
  });

  it('marks a product that is not on sale and disables buying', () => {
    render(<ProductList products={[product(104, { salable_status: 'sold_out' })]} currency="JPY" labels={productLabels} sellingId={null} productHref={null} onAdd={jest.fn(() => Promise.resolve())} blockedReason={null} />);
    expect(screen.getByTestId('salable-status')).toHaveTextContent('売り切れ');
    expect(screen.getByRole('button', { name: '購入する' })).toBeDisabled();
  });

  it('in a shoppable replay, shows each product\'s clip with a watch button and marks the products playing', () => {
    const clipOne = { id: 'clip-1', title: '飲み比べ', snapshot_url: null, started_time: 120, ended_time: 900, promoting_product_ids: [106] };
    const onWatch = jest.fn();
    const replay = (playing: number[]) => ({ clipOf: new Map([[106, clipOne]]), playingIds: new Set(playing), onWatch, labels: { promotedIn: '紹介シーン', watch: 'このシーンを見る', playingNow: '再生中' } });
    const list = (playing: number[]) => <ProductList products={[product(106), product(101)]} currency="JPY" labels={productLabels} sellingId={null} productHref={null} onAdd={jest.fn(() => Promise.resolve())} blockedReason={null} replay={replay(playing)} />;
    const { rerender } = render(list([]));
    const card = screen.getByTestId('room-product-106');
    expect(card).toHaveTextContent('紹介シーン: 飲み比べ (00:02:00)');
    expect(card).not.toHaveAttribute('aria-current');
    expect(within(screen.getByTestId('room-product-101')).queryByRole('button', { name: 'このシーンを見る' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'このシーンを見る' }));
    expect(onWatch).toHaveBeenCalledWith(120);
    rerender(list([106]));
    expect(screen.getByTestId('room-product-106')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('room-product-106')).toHaveTextContent('再生中');
    expect(screen.getByTestId('room-product-101')).not.toHaveAttribute('aria-current');
  });

  it('keeps a blacklisted buyer from buying', () => {
    render(<ProductList products={[product(101)]} currency="JPY" labels={productLabels} sellingId={null} productHref={null} onAdd={jest.fn(() => Promise.resolve())} blockedReason="購入できません" />);
    expect(screen.getByRole('button', { name: '購入する' })).toBeDisabled();
  });
});

describe('ArchiveNav', () => {
  const labels = { chapters: 'チャプター', clips: 'クリップ', seekTo: '{time}から再生', clipProducts: 'このクリップの商品' };
  it('lists chapter labels that seek, marking the one playing', () => {
    const onSeek = jest.fn();
    const archive = { type: 'chapters' as const, started_time: 0, ended_time: 3600, labels: [{ name: 'いくら', started_time: 300 }, { name: 'オープニング', started_time: 0 }] };
    render(<ArchiveNav archive={archive} productNames={new Map()} position={400} labels={labels} onSeek={onSeek} />);
    const buttons = within(screen.getByRole('navigation', { name: 'チャプター' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['00:00:00オープニング', '00:05:00いくら']);
    expect(buttons[1]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'いくら — 00:05:00から再生' }));
    expect(onSeek).toHaveBeenCalledWith(300);
  });
  it('lists replayable clips with title, range and promoting products', () => {
    const onSeek = jest.fn();
    const archive = {
      type: 'clips' as const,
      clips: [
        { id: 'clip-1', title: '飲み比べ', snapshot_url: null, started_time: 120, ended_time: 900, promoting_product_ids: [106] },
        { id: 'clip-9', title: '非公開', snapshot_url: null, started_time: 900, ended_time: 1000, promoting_product_ids: [] },
      ],
    };
    render(<ArchiveNav archive={archive} replayableClipIds={['clip-1']} productNames={new Map([[106, '純米大吟醸']])} position={0} labels={labels} onSeek={onSeek} />);
    const clip = screen.getByRole('button', { name: /飲み比べ/ });
    expect(clip).toHaveTextContent('00:02:00 – 00:15:00');
    expect(clip).toHaveTextContent('このクリップの商品: 純米大吟醸');
    expect(screen.queryByText('非公開')).toBeNull();
    fireEvent.click(clip);
    expect(onSeek).toHaveBeenCalledWith(120);
  });
  it('shows nothing for a raw archive or none', () => {
    const { container } = render(<ArchiveNav archive={{ type: 'raw' }} productNames={new Map()} position={0} labels={labels} onSeek={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('overlays', () => {
  const bannerLabels = { welcome: '{name}さんが入室しました', shared: '{name}さんがシェアしました', cart: '{name}さんが{items}をカートに追加しました', cartItem: '{product}×{quantity}', someone: 'だれか' };
  it('words each banner kind, naming someone when the name is blank', () => {
    expect(bannerText({ id: '1', kind: 'welcome', name: 'ゆき', skus: [] }, bannerLabels)).toBe('ゆきさんが入室しました');
    expect(bannerText({ id: '2', kind: 'shared', name: ' ', skus: [] }, bannerLabels)).toBe('だれかさんがシェアしました');
    expect(bannerText({ id: '3', kind: 'cart', name: 'はなこ', skus: [{ sku_name: 's', product_name: '抹茶', quantity: 2, image_url: null }] }, bannerLabels)).toBe('はなこさんが抹茶×2をカートに追加しました');
    render(<BannerView banner={{ id: '1', kind: 'cart', name: 'a', skus: [] }} labels={bannerLabels} />);
    expect(screen.getByTestId('banner').firstElementChild).toHaveAttribute('data-kind', 'cart');
  });
  it('shows a draw in progress and its winners', () => {
    const labels = { processing: '抽選中です…', ended: '終了', published: '抽選結果：{winners}', noWinners: '発表されました' };
    const { rerender } = render(<DrawStatus draw={{ status: 'processing', drawId: 1, title: 'プレゼント' }} labels={labels} />);
    expect(screen.getByTestId('draw')).toHaveTextContent('プレゼント: 抽選中です…');
    rerender(<DrawStatus draw={{ status: 'published', drawId: 1, title: null, winners: [{ id: 1, name: 'ゆき' }, { id: 2, name: 'Ken' }] }} labels={labels} />);
    expect(screen.getByTestId('draw')).toHaveTextContent('抽選結果：ゆき、Ken');
    rerender(<DrawStatus draw={{ status: 'idle' }} labels={labels} />);
    expect(screen.queryByTestId('draw')).toBeNull();
  });
  it('covers the video for waiting, ended and kicked, not while streaming or on replays', () => {
    const labels = { waiting: 'まだです', unpublished: '非公開', ended: '終了しました', startsAt: '明日 20:00 開始予定', kicked: '別の端末で再生中' };
    const { rerender } = render(<StageOverlay stage="waiting" kicked={false} replay={false} labels={labels} />);
    expect(screen.getByTestId('stage')).toHaveTextContent('まだです明日 20:00 開始予定');
    rerender(<StageOverlay stage="end" kicked={false} replay={false} labels={labels} />);
    expect(screen.getByTestId('stage')).toHaveAttribute('data-stage', 'end');
    rerender(<StageOverlay stage="streaming" kicked={true} replay={false} labels={labels} />);
    expect(screen.getByTestId('stage')).toHaveTextContent('別の端末で再生中');
    rerender(<StageOverlay stage="streaming" kicked={false} replay={false} labels={labels} />);
    expect(screen.queryByTestId('stage')).toBeNull();
    rerender(<StageOverlay stage="end" kicked={false} replay={true} labels={labels} />);
    expect(screen.queryByTestId('stage')).toBeNull();
  });
});

describe('ReactionBar', () => {
  it('offers the given reactions and reports taps', () => {
    const onReact = jest.fn();
    render(<ReactionBar label="リアクション" buttons={[{ icon: 'heart', label: 'ハートを送る' }, { icon: 'sakura', label: '桜を送る' }]} onReact={onReact} />);
    fireEvent.click(screen.getByRole('button', { name: '桜を送る' }));
    expect(onReact).toHaveBeenCalledWith('sakura');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
  it('renders nothing without reactions', () => {
    const { container } = render(<ReactionBar label="x" buttons={[]} onReact={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
