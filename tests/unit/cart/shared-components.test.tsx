/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { buildCartLabels } from '@/components/cart/build-labels';
import { ShippingNotice } from '@/components/cart/ShippingNotice';
import { ShoppingSteps } from '@/components/cart/ShoppingSteps';

describe('ShoppingSteps (commerce §2)', () => {
  const labels = { cart: 'カート', checkout: '購入手続き', done: '完了' };
  it.each([
    ['cart', 0],
    ['checkout', 1],
    ['done', 2],
  ] as const)('marks %s as the current step', (current, index) => {
    render(<ShoppingSteps current={current} labels={labels} label="購入の流れ" />);
    const nav = screen.getByRole('navigation', { name: '購入の流れ' });
    const items = Array.from(nav.querySelectorAll('li'));
    expect(items.map((item) => item.textContent)).toEqual(['1カート', '2購入手続き', '3完了']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([0, 1, 2].map((i) => (i === index ? 'step' : null)));
  });
});

describe('ShippingNotice (commerce §2)', () => {
  it('shows its title and lines as a named region', () => {
    render(<ShippingNotice title="送料について" lines={['a', 'b']} />);
    const notice = screen.getByRole('complementary', { name: '送料について' });
    expect(notice).toHaveTextContent('送料について');
    expect(notice.querySelectorAll('p')).toHaveLength(3);
  });
  it('renders nothing without lines', () => {
    const { container } = render(<ShippingNotice title="x" lines={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('cart labels', () => {
  it.each(['ja', 'en', 'zh-TW'])('every label exists in %s', (locale) => {
    const messages = JSON.parse(readFileSync(join(process.cwd(), `messages/${locale}.json`), 'utf8')) as Record<string, unknown>;
    const lookup = (namespace: string) => (key: string) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[namespace]);
      if (typeof value !== 'string' || !value) throw new Error(`${locale}: ${namespace}.${key} missing`);
      return value;
    };
    const labels = buildCartLabels(lookup('cart'), lookup('cart'), lookup('common'));
    expect(labels.status.shortage).toBeTruthy();
    for (const key of ['metaTitle', 'heading', 'steps.label', 'steps.cart', 'steps.checkout', 'steps.done', 'shippingNotice.title', 'shippingNotice.body', 'shippingNotice.freeShipping']) {
      expect(lookup('cart')(key)).toBeTruthy();
    }
  });
});
