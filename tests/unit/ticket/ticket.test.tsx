/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TicketInfo, type TicketLabels } from '@/components/ticket/TicketInfo';
import type { Product, StoreSetting } from '@/lib/schemas';
import { ticketMode, toTicketView } from '@/lib/ticket/ticket';

const flag = (enable: boolean): StoreSetting => ({ name: 'ticket', enable, integer: null, string: null });

describe('ticketMode (commerce §6 ticket flag, default off)', () => {
  it('sells a ticket product only while the flag is on', () => {
    expect(ticketMode({ is_ticket_mode: false, settings: [flag(true)] }, { is_ticket: true })).toBe('ticket');
    expect(ticketMode({ is_ticket_mode: false, settings: [flag(false)] }, { is_ticket: true })).toBe('disabled');
    // Absent flag: the default, off.
    expect(ticketMode({ is_ticket_mode: false, settings: [] }, { is_ticket: true })).toBe('disabled');
  });

  it('treats every product of a ticket-mode store as a ticket', () => {
    expect(ticketMode({ is_ticket_mode: true, settings: [flag(true)] }, { is_ticket: false })).toBe('ticket');
    expect(ticketMode({ is_ticket_mode: true, settings: [] }, { is_ticket: false })).toBe('disabled');
  });

  it('leaves other products alone whatever the flag', () => {
    expect(ticketMode({ is_ticket_mode: false, settings: [flag(true)] }, { is_ticket: false })).toBe('none');
    expect(ticketMode({ is_ticket_mode: false, settings: [] }, { is_ticket: false })).toBe('none');
  });
});

const ticket = {
  id: 109,
  name: 'オンライン試飲会 参加チケット',
  sale_started_at: '2026-11-01T01:00:00Z',
  sale_ended_at: null,
  skus: [
    { id: 1091, name: '一般', price: 2000, available_quantity: 50, salable_limit: 2 },
    { id: 1092, name: 'VIP', price: 6000, available_quantity: 0, salable_limit: null },
  ],
} as unknown as Product;

const labels: TicketLabels = {
  title: 'チケット情報',
  lead: '電子チケットです。',
  salePeriod: '販売期間',
  salePeriodText: '{start} 〜 {end}',
  seats: '券種',
  remaining: (count) => `残り${count}枚`,
  limit: (limit) => `おひとり様${limit}枚まで`,
  soldOut: '売り切れ',
  checkoutAlone: 'チケットは別にご購入手続きいただきます。',
};

describe('ticket view and TicketInfo', () => {
  it('formats seats, limits and the sale window in the store’s zone', () => {
    expect(toTicketView(ticket, { currency: 'JPY', timeZone: 'Asia/Tokyo' })).toEqual({
      name: 'オンライン試飲会 参加チケット',
      saleStart: '2026/11/01 10:00',
      saleEnd: '',
      seats: [
        { id: 1091, name: '一般', price: '¥2,000', remaining: 50, limit: 2 },
        { id: 1092, name: 'VIP', price: '¥6,000', remaining: 0, limit: null },
      ],
    });
  });

  it('shows each ticket type with what is left and the per-person limit', () => {
    render(<TicketInfo view={toTicketView(ticket, { currency: 'JPY', timeZone: 'Asia/Tokyo' })} labels={labels} failure="読み込めませんでした" />);
    const region = screen.getByRole('region', { name: 'チケット情報' });
    expect(region).toHaveTextContent('2026/11/01 10:00 〜');
    const seats = screen.getByRole('list', { name: '券種' });
    expect(seats).toHaveTextContent('一般¥2,000残り50枚おひとり様2枚まで');
    expect(seats).toHaveTextContent('VIP¥6,000売り切れ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure when the ticket could not be loaded', () => {
    render(<TicketInfo view={null} labels={labels} failure="読み込めませんでした" />);
    expect(screen.getByRole('alert')).toHaveTextContent('読み込めませんでした');
  });
});
