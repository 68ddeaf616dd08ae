/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { OrdersT } from '@/components/order/labels';
import { OrderList } from '@/components/order/OrderList';
import { readableOrderPage, type OrderPage } from '@/lib/order/list-query';
import type { OrdersAnswer } from '@/lib/schemas';
import ja from '@/messages/ja.json';
import { makeOrder } from './fixtures';

const t = createTranslator({ locale: 'ja', messages: ja, namespace: 'orders' }) as unknown as OrdersT;
const store = { slug: 'demo', currency: 'JPY', timezone: 'Asia/Tokyo' } as const;

function answer(orders: OrdersAnswer['data'], page = 1, lastPage = 1): OrderPage {
  const read = readableOrderPage({
    data: orders,
    links: { first: 'https://api.example/orders?page=1', last: `https://api.example/orders?page=${lastPage}`, prev: page > 1 ? `https://api.example/orders?page=${page - 1}` : null, next: page < lastPage ? `https://api.example/orders?page=${page + 1}` : null },
    meta: { current_page: page, from: null, last_page: lastPage, path: '', per_page: 10, to: null, total: orders.length, status_counts: { unpaid: 1, undelivered: 0, completed: 0, canceled: 0 } },
  });
  if (!read) throw new Error('fixture unreadable');
  return read;
}

describe('OrderList', () => {
  it('lists the orders under the tabs, with the pager when there is more than one page', () => {
    render(<OrderList store={store} query={{ status: null, page: 1 }} load={{ ok: true, page: answer([makeOrder()], 1, 2) }} t={t} />);
    expect(screen.getByRole('heading', { level: 1, name: '注文履歴' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべて（1件）' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('list', { name: '注文履歴' })).getByTestId('order-7001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /次/ })).toHaveAttribute('href', '/demo/order?page=2');
  });

  it('an empty filter leads to the market, an empty later page back to the first', () => {
    const { unmount } = render(<OrderList store={store} query={{ status: 'unpaid', page: 1 }} load={{ ok: true, page: answer([]) }} t={t} />);
    expect(screen.getByTestId('orders-empty')).toHaveTextContent('未払いの注文はありません。');
    expect(screen.getByRole('link', { name: '商品を見る' })).toHaveAttribute('href', '/demo/market');
    unmount();
    render(<OrderList store={store} query={{ status: 'unpaid', page: 3 }} load={{ ok: true, page: answer([], 3, 3) }} t={t} />);
    expect(screen.getByTestId('orders-empty')).toHaveTextContent('このページに注文はありません。');
    expect(screen.getByRole('link', { name: '最初のページへ' })).toHaveAttribute('href', '/demo/order?status=unpaid');
  });

  it('a failed call: no tabs, the server’s message and a retry of the same address', () => {
    render(<OrderList store={store} query={{ status: 'completed', page: 2 }} load={{ ok: false, unauthorized: false, message: 'メンテナンス中' }} t={t} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('注文を読み込めませんでした。');
    expect(alert).toHaveTextContent('メンテナンス中');
    expect(within(alert).getByRole('link', { name: '再読み込み' })).toHaveAttribute('href', '/demo/order?status=completed&page=2');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
