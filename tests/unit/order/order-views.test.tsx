/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { OrderCard } from '@/components/order/OrderCard';
import { OrderDetail } from '@/components/order/OrderDetail';
import { OrderTabs } from '@/components/order/OrderTabs';
import type { OrdersT } from '@/components/order/labels';
import { orderTabs } from '@/lib/order/list-query';
import enMessages from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { makeItem, makeOrder, makePayment } from './fixtures';

// The pages pass getTranslations('orders'); the same messages through next-intl's translator here.
const t = createTranslator({ locale: 'ja', messages: ja, namespace: 'orders' }) as unknown as OrdersT;
const TZ = 'Asia/Tokyo';

describe('OrderCard', () => {
  it('shows number, date in the store’s zone, states in Japanese, items, the amount owed and the pay action', () => {
    render(<OrderCard order={makeOrder()} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    expect(screen.getByRole('link', { name: '注文番号 KR7001' })).toHaveAttribute('href', '/demo/order/7001');
    expect(screen.getByText('2026/11/20 12:04')).toBeInTheDocument();
    const badges = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toEqual(expect.arrayContaining(['注文状況: 未払い', '支払い状況: 未決済']));
    expect(screen.getByText('宇治抹茶ラテ セット')).toBeInTheDocument();
    expect(screen.getByText('6本入り')).toBeInTheDocument();
    expect(screen.getByText('商品番号 SKU-1011')).toBeInTheDocument();
    expect(screen.getByText('数量 2')).toBeInTheDocument();
    expect(screen.getByText('¥3,800')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^支払う/ })).toHaveAttribute('href', '/demo/order/7001/payment');
  });

  it('leads to choosing a payment, or to the detail, and flags an unread seller message', () => {
    const { unmount } = render(<OrderCard order={makeOrder({ payment_type: null, status: 'init' })} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    expect(screen.getByRole('link', { name: /^支払い方法を選ぶ/ })).toHaveAttribute('href', '/demo/order/7001/choose-payment');
    unmount();
    render(<OrderCard order={makeOrder({ status: 'delivering', payment_status: 'paid', buyer_message_status: 'unread' })} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    expect(screen.getByRole('link', { name: /^詳細を見る/ })).toHaveAttribute('href', '/demo/order/7001');
    expect(screen.getByRole('link', { name: /^新着メッセージ/ })).toHaveAttribute('href', '/demo/order/7001/message');
  });

  it('lists three items and says how many more', () => {
    const items = [1, 2, 3, 4, 5].map((id) => makeItem({ id, product_name: `商品${id}` }));
    render(<OrderCard order={makeOrder({ items })} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    expect(screen.queryByText('商品4')).not.toBeInTheDocument();
    expect(screen.getByText('ほか 2 件')).toBeInTheDocument();
  });
});

describe('OrderTabs', () => {
  it('names each tab with its count and marks the current one', () => {
    render(<OrderTabs tabs={orderTabs('demo', { unpaid: 4, undelivered: 4, completed: 5, canceled: 5 }, 'unpaid')} t={t} />);
    expect(screen.getByRole('link', { name: 'すべて（18件）' })).toHaveAttribute('href', '/demo/order');
    expect(screen.getByRole('link', { name: '未払い（4件）' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'キャンセル（5件）' })).toHaveAttribute('href', '/demo/order?status=canceled');
  });
});

describe('OrderDetail', () => {
  it('a paid order (back from 3-D Secure): the paid notice first, the masked card and paid time, message only', () => {
    const payment = makePayment({ status: 'paid', masked_card_no: '************4242', paid_at: '2026-11-20T05:00:00Z' });
    render(<OrderDetail order={makeOrder({ status: 'undelivered', payment_status: 'paid', payment })} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    const notice = screen.getByTestId('payment-notice');
    expect(notice).toHaveTextContent('お支払いが完了しました。');
    expect(notice).toHaveTextContent('2026/11/20 14:00 にお支払いいただきました。');
    expect(screen.getByText('•••• 4242')).toBeInTheDocument();
    const actions = within(screen.getByRole('navigation', { name: 'この注文の操作' })).getAllByRole('link');
    expect(actions.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['出品者にメッセージ', '/demo/order/7001/message']]);
  });

  it('an unpaid card order: pay, change the method, message the seller', () => {
    render(<OrderDetail order={makeOrder()} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    const actions = within(screen.getByRole('navigation', { name: 'この注文の操作' })).getAllByRole('link');
    expect(actions.map((a) => a.getAttribute('href'))).toEqual(['/demo/order/7001/payment', '/demo/order/7001/choose-payment', '/demo/order/7001/message']);
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('お支払いをお待ちしています。');
  });

  it('a convenience-store order waiting at the till: the chain, both numbers and the deadline', () => {
    const payment = makePayment({ type: 'gmo_cvs', status: 'pending', info: { convenience: 'FamilyMart', receipt_no: 'FM-2468-1357', conf_no: '400123' }, expire_at: '2026-11-23T03:00:00Z' });
    render(<OrderDetail order={makeOrder({ payment_type: 'gmo_cvs', payment_status: 'pending', payment })} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    expect(screen.getByText('ファミリーマート')).toBeInTheDocument();
    expect(screen.getByTestId('cvs-receipt')).toHaveTextContent('FM-2468-1357');
    expect(screen.getByTestId('cvs-confirmation')).toHaveTextContent('400123');
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('お支払い期限：2026/11/23 12:00');
  });

  it('names the chain in the buyer’s language by its GMO code', () => {
    const en = createTranslator({ locale: 'en', messages: enMessages, namespace: 'orders' }) as unknown as OrdersT;
    const payment = makePayment({ type: 'gmo_cvs', status: 'pending', info: { convenience: 'ローソン', convenience_code: '10001', receipt_no: '01000500010123' } });
    render(<OrderDetail order={makeOrder({ payment_type: 'gmo_cvs', payment_status: 'pending', payment })} slug="demo" currency="JPY" timeZone={TZ} t={en} />);
    expect(screen.getByText('Lawson')).toBeInTheDocument();
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Please pay at the convenience store.');
  });

  it('amounts with coupon and points, shipping with tracking, parent and child orders, subscription and notes', () => {
    const order = makeOrder({
      status: 'delivered',
      payment_status: 'paid',
      coupon: { id: 1, name: 'はじめてクーポン', amount: 500 },
      used_point: 200,
      total_amount: 3300,
      amount_payable: 3100,
      memo: 'ギフト包装をお願いします',
      parent: { ...makeOrder({ id: 6001, slug: 'KR6001' }) },
      parent_id: 6001,
      children: [makeOrder({ id: 8001, slug: 'KR8001' })],
      subscription: { plan_started_at: '2026-10-01T00:00:00Z', next_deferred_at: '2026-12-01T00:00:00Z' },
      shipping: {
        id: 1,
        type: 'custom',
        order_id: 7001,
        receiver_name: '山田 花子',
        receiver_postcode: '150-0001',
        receiver_address: '東京都渋谷区神宮前1-1-1',
        status: 'delivering',
        info: { company: 'ヤマト運輸' },
        shipping_logs: [
          { id: 1, status: 'shipped', message: '発送しました', created_at: '2026-11-20T01:00:00Z' },
          { id: 2, status: 'in_transit', message: null, created_at: '2026-11-21T01:00:00Z' },
        ],
      },
    });
    render(<OrderDetail order={order} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    const amounts = screen.getByTestId('order-amounts');
    expect(amounts).toHaveTextContent('クーポン割引（はじめてクーポン）−¥500');
    expect(amounts).toHaveTextContent('ポイント利用（200ポイント）−¥200');
    expect(amounts).toHaveTextContent('お支払い金額¥3,100');
    expect(screen.getByTestId('shipping-receiver')).toHaveTextContent('山田 花子〒150-0001 東京都渋谷区神宮前1-1-1');
    // Newest step first; a step without a message shows its translated status.
    expect(within(screen.getByTestId('tracking-logs')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2026/11/21 10:00輸送中', '2026/11/20 10:00発送しました']);
    expect(screen.getByRole('link', { name: '注文番号 KR6001' })).toHaveAttribute('href', '/demo/order/6001');
    expect(screen.getByRole('link', { name: '注文番号 KR8001' })).toHaveAttribute('href', '/demo/order/8001');
    expect(screen.getByTestId('order-subscription')).toHaveTextContent('開始日2026/10/01 09:00');
    expect(screen.getByText('ギフト包装をお願いします')).toBeInTheDocument();
  });

  it('a ticket order has no shipping and no shipping fee row', () => {
    render(<OrderDetail order={makeOrder({ shipping_type: null, shipping_fee: 0, shipping: null, status: 'completed', payment_status: 'paid' })} slug="demo" currency="JPY" timeZone={TZ} t={t} />);
    expect(screen.getByText('この注文には配送がありません。')).toBeInTheDocument();
    expect(screen.getByTestId('order-amounts')).not.toHaveTextContent('送料');
  });
});
