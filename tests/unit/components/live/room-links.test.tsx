/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { trusted } from '../../url/trusted';
import { comment, commentLabels, product, productLabels } from './fixtures';
import { linkModule, navigationModule } from '../shell/nav-mock';

/**
 * The room's links that keep the live in the mini-player (issue 26 part 3): client navigations
 * through the app router (IntentLink), so the components load after the router's stand-in.
 */

jest.mock('next/navigation', () => navigationModule());

jest.mock('next/link', () => linkModule());

const { CommentList } = jest.requireActual<typeof import('@/components/live/CommentList')>('@/components/live/CommentList');
const { ProductList } = jest.requireActual<typeof import('@/components/live/ProductList')>('@/components/live/ProductList');

describe('links out of the room', () => {
  it('a chat message links the store’s own pages once in the browser; another site stays text', async () => {
    const message = `抹茶はこちら ${window.location.origin}/demo/market/product/101 と https://evil.example/demo/market`;
    render(<CommentList comments={[comment(message)]} labels={commentLabels} officialColor={null} selfId={null} />);
    const log = screen.getByRole('log', { name: 'コメント' });
    const link = await within(log).findByRole('link');
    expect(link).toHaveAttribute('href', '/demo/market/product/101');
    expect(within(log).getAllByRole('link')).toHaveLength(1);
    expect(log).toHaveTextContent(message);
  });

  it('with simple redirect purchase on, the product list links to the product page instead of adding', () => {
    render(<ProductList products={[product(101)]} currency="JPY" labels={productLabels} sellingId={null} productHref={(id) => trusted(`/demo/market/product/${id}`)} onAdd={jest.fn(() => Promise.resolve())} blockedReason={null} />);
    expect(screen.getByRole('link', { name: '購入する' })).toHaveAttribute('href', '/demo/market/product/101');
    expect(screen.queryByRole('button', { name: '購入する' })).toBeNull();
  });
});
