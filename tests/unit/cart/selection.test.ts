import { describe, expect, it } from '@jest/globals';
import { compatible, deselectedBy, deselectLine, isSelectable, pruneSelection, selectionKind, selectLine, toggleLine, type SelectableLine } from '@/lib/cart/selection';
import type { CartSource } from '@/lib/cart/display';
import type { MarketStatus } from '@/lib/schemas';

const A = { id: 11 };
const B = { id: 12 };

function item(id: number, over: Partial<SelectableLine> = {}): SelectableLine {
  return { id, isTicket: false, vendor: A, source: 'market', marketStatus: 'available', ...over };
}

// One of each kind the rules name: live-post ("cart"), market, seller items and tickets, two vendors.
const post = item(1, { source: 'post' });
const market = item(2, { source: 'market' });
const seller = item(3, { source: 'seller' });
const ticket = item(4, { isTicket: true });
const ticket2 = item(5, { isTicket: true });
const otherVendor = item(6, { vendor: B });
const otherVendorTicket = item(7, { isTicket: true, vendor: B });
const noVendor = item(8, { vendor: null });
const noVendor2 = item(9, { vendor: null, source: 'seller' });
const lines = [post, market, seller, ticket, ticket2, otherVendor, otherVendorTicket, noVendor, noVendor2];

describe('selecting a ticket (commerce §4: deselects every other item)', () => {
  it.each([post, market, seller])('deselects a selected %# non-ticket item', (goods) => {
    expect(selectLine([goods.id], ticket.id, lines)).toEqual([ticket.id]);
  });
  it('deselects all goods at once and keeps tickets of the same vendor', () => {
    expect(selectLine([post.id, market.id, seller.id], ticket.id, lines)).toEqual([ticket.id]);
    expect(selectLine([ticket2.id], ticket.id, lines)).toEqual([ticket2.id, ticket.id]);
  });
  it('deselects a ticket of another vendor', () => {
    expect(selectLine([otherVendorTicket.id], ticket.id, lines)).toEqual([ticket.id]);
  });
});

describe('selecting market, seller or live-post items (deselects tickets)', () => {
  const kinds: [string, SelectableLine][] = [
    ['live post', post],
    ['market', market],
    ['seller', seller],
  ];
  it.each(kinds)('%s deselects selected tickets', (_name, goods) => {
    expect(selectLine([ticket.id, ticket2.id], goods.id, lines)).toEqual([goods.id]);
  });
  it.each(kinds)('%s keeps goods of the same vendor from every source', (_name, goods) => {
    const others = [post, market, seller].filter((other) => other !== goods).map((other) => other.id);
    expect(selectLine(others, goods.id, lines)).toEqual([...others, goods.id]);
  });
});

describe('selecting an item of a different vendor (deselects the others)', () => {
  it('drops every item of the previous vendor', () => {
    expect(selectLine([post.id, market.id, seller.id], otherVendor.id, lines)).toEqual([otherVendor.id]);
  });
  it('and back again', () => {
    expect(selectLine([otherVendor.id], market.id, lines)).toEqual([market.id]);
  });
  it('treats items without a vendor as one vendor of their own', () => {
    expect(selectLine([noVendor.id], noVendor2.id, lines)).toEqual([noVendor.id, noVendor2.id]);
    expect(selectLine([noVendor.id], market.id, lines)).toEqual([market.id]);
    expect(selectLine([market.id], noVendor.id, lines)).toEqual([noVendor.id]);
  });
  it('applies both rules together: a ticket of another vendor leaves only itself', () => {
    expect(selectLine([market.id], otherVendorTicket.id, lines)).toEqual([otherVendorTicket.id]);
    expect(selectLine([ticket.id, ticket2.id], otherVendorTicket.id, lines)).toEqual([otherVendorTicket.id]);
  });
});

describe('every pair of items', () => {
  // Exhaustive: after selecting b with a selected, a survives exactly when both are tickets or both goods, and vendors match.
  for (const a of lines) {
    for (const b of lines) {
      if (a === b) continue;
      it(`${a.id} then ${b.id}`, () => {
        const survives = a.isTicket === b.isTicket && (a.vendor?.id ?? null) === (b.vendor?.id ?? null);
        expect(selectLine([a.id], b.id, lines)).toEqual(survives ? [a.id, b.id] : [b.id]);
        expect(compatible(b, a)).toBe(survives);
      });
    }
  }
});

describe('what can be selected', () => {
  const statuses: [MarketStatus, boolean][] = [
    ['available', true],
    ['shortage', true],
    ['soldout', false],
    ['deleted', false],
    ['error', false],
    ['unknown', false],
  ];
  it.each(statuses)('market status %s → selectable %s', (marketStatus, expected) => {
    expect(isSelectable({ source: 'market', marketStatus })).toBe(expected);
    const lineOf = item(20, { marketStatus });
    expect(selectLine([], 20, [lineOf])).toEqual(expected ? [20] : []);
  });
  it.each<CartSource>(['post', 'market', 'seller'])('source %s can be selected', (source) => {
    expect(isSelectable({ source, marketStatus: 'available' })).toBe(true);
  });
  it('subscription items are bought through the subscription purchase, not selected here', () => {
    expect(isSelectable({ source: 'subscription', marketStatus: 'available' })).toBe(false);
  });
  it('an unknown id changes nothing and never drops the selection', () => {
    expect(selectLine([market.id], 999, lines)).toEqual([market.id]);
  });
  it('selecting a selected item keeps it once', () => {
    expect(selectLine([market.id, seller.id], market.id, lines)).toEqual([seller.id, market.id]);
  });
});

describe('toggle, deselect, prune, kind', () => {
  it('toggles in and out; deselecting never touches others', () => {
    const one = toggleLine([], market.id, lines);
    expect(one).toEqual([market.id]);
    const two = toggleLine(one, seller.id, lines);
    expect(toggleLine(two, market.id, lines)).toEqual([seller.id]);
    expect(deselectLine([market.id, seller.id], 999)).toEqual([market.id, seller.id]);
  });
  it('prunes ids that left the cart or can no longer be bought', () => {
    const soldOut = { ...market, marketStatus: 'soldout' as const };
    expect(pruneSelection([post.id, market.id, 999], [post, soldOut])).toEqual([post.id]);
  });
  it('names the selection: none, tickets or goods', () => {
    expect(selectionKind([], lines)).toBe('none');
    expect(selectionKind([ticket.id, ticket2.id], lines)).toBe('ticket');
    expect(selectionKind([market.id, seller.id], lines)).toBe('goods');
    expect(selectionKind([999], lines)).toBe('none');
  });
});

describe('what a toggle deselects (the buyer is told)', () => {
  it('names the items the rules drop', () => {
    expect(deselectedBy([market.id, seller.id], ticket.id, lines)).toEqual([market.id, seller.id]);
    expect(deselectedBy([market.id, ticket.id], otherVendor.id, lines)).toEqual([market.id, ticket.id]);
  });
  it('is empty when nothing else goes, or the toggle deselects', () => {
    expect(deselectedBy([market.id], seller.id, lines)).toEqual([]);
    expect(deselectedBy([market.id, seller.id], market.id, lines)).toEqual([]);
    expect(deselectedBy([], ticket.id, lines)).toEqual([]);
  });
});
