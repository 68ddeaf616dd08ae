/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Image } from '@/components/ui/Image';
import { IMAGE_FALLBACK_SCRIPT } from '@/components/ui/image-fallback';
import { DEFAULT_IMAGE_SRC, IMAGE_TYPES } from '@/lib/format/image';

const PLATFORM = 'http://127.0.0.1:4010';

beforeAll(() => {
  // What ImageFallbackScript puts at the top of <body>.
  new Function(IMAGE_FALLBACK_SCRIPT)();
});

describe('Image (commerce §9)', () => {
  it('preloads the priority picture at high priority, and only that one', () => {
    render(
      <>
        <Image src="http://cdn.test/lcp.svg" size={350} alt="" priority />
        <Image src="http://cdn.test/later.svg" size={350} alt="" />
      </>,
    );
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['http://cdn.test/lcp.svg']);
    expect(preloads[0].getAttribute('fetchpriority')).toBe('high');
  });

  it('asks the platform host for the size letter and always sets width and height', () => {
    render(<Image type="product" src={`${PLATFORM}/images/product/p1.svg?size=l&t=A`} size={80} alt="tea" />);
    const img = screen.getByRole('img', { name: 'tea' });
    expect(img.getAttribute('src')).toBe(`${PLATFORM}/images/product/p1.svg?size=s&t=A`);
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
  it('picks m up to 350 px and l above', () => {
    const { container } = render(
      <>
        <Image src={`${PLATFORM}/a.svg`} size={350} alt="" />
        <Image src={`${PLATFORM}/b.svg`} size={720} alt="" />
      </>,
    );
    const [m, l] = Array.from(container.querySelectorAll('img'));
    expect(m.getAttribute('src')).toBe(`${PLATFORM}/a.svg?size=m`);
    expect(l.getAttribute('src')).toBe(`${PLATFORM}/b.svg?size=l`);
  });
  it('defaults to a 65 px avatar and leaves other hosts untouched', () => {
    render(<Image type="user" src="https://cdn.example/me.png" round alt="me" />);
    const img = screen.getByRole('img', { name: 'me' });
    expect(img.getAttribute('src')).toBe('https://cdn.example/me.png');
    expect(img).toHaveAttribute('width', '65');
    expect(img.className).toMatch(/round/);
  });
  it('shows the default picture of its type when the source is empty; unknown types use the product picture', () => {
    render(
      <>
        <Image type="store" src="" alt="store" />
        <Image type="banner" src={null} alt="other" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'store' }).getAttribute('src')).toBe(DEFAULT_IMAGE_SRC.store);
    expect(screen.getByRole('img', { name: 'other' }).getAttribute('src')).toBe(DEFAULT_IMAGE_SRC.product);
  });
  it('swaps a broken image for the default picture of its type, once', () => {
    render(<Image type="channel" src="https://cdn.example/broken.png" alt="channel" />);
    const img = screen.getByRole('img', { name: 'channel' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/default-channel.svg');
    // The fallback failing too leaves it alone (no loop).
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/default-channel.svg');
  });
  it('loads the LCP picture eagerly at high priority', () => {
    render(<Image src={`${PLATFORM}/a.svg`} size={720} alt="main" priority />);
    const img = screen.getByRole('img', { name: 'main' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
  it('ships public default pictures identical to the inline ones', () => {
    for (const type of IMAGE_TYPES) {
      const file = readFileSync(join(process.cwd(), 'public/images', `default-${type}.svg`), 'utf8').trim();
      expect(`data:image/svg+xml,${encodeURIComponent(file)}`).toBe(DEFAULT_IMAGE_SRC[type]);
    }
  });
});
