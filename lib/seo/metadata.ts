import type { Metadata } from 'next';
import type { OgImage } from '@/lib/og/og-image';

/**
 * Metadata of a public page (architecture rule 4): title, description, canonical URL, Open Graph
 * and a Twitter card, with absolute URLs so shared links preview well on any network.
 */

export interface PageMetaInput {
  title: string;
  description: string;
  /** Absolute URL of the page: canonical and og:url. */
  url: string;
  siteName: string;
  /** ja, en or zh-TW (the page's language). */
  locale: string;
  /**
   * The preview image: a generated PNG with its size (lib/og/og-image), or an absolute image URL;
   * a page without one gets a small summary card.
   */
  image?: OgImage | string | null;
  imageAlt?: string;
  /** og:type; 'product' is not in Next's list, so the product page writes it itself (see ProductOgTags). */
  ogType?: 'website' | 'product';
}

const OG_LOCALES: Record<string, string> = { ja: 'ja_JP', en: 'en_US', 'zh-TW': 'zh_TW' };

export function ogLocale(locale: string): string {
  return OG_LOCALES[locale] ?? OG_LOCALES.ja;
}

export function pageMetadata(input: PageMetaInput): Metadata {
  const { title, description, url, siteName, image, imageAlt } = input;
  const images = image ? [typeof image === 'string' ? { url: image, alt: imageAlt ?? title } : image] : undefined;
  const openGraph: NonNullable<Metadata['openGraph']> = {
    title,
    description,
    url,
    siteName,
    locale: ogLocale(input.locale),
    ...(images ? { images } : {}),
    ...(input.ogType === 'product' ? {} : { type: 'website' as const }),
  };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph,
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(images ? { images: images.map(({ url, alt }) => ({ url, alt })) } : {}),
    },
  };
}

/** Open Graph product tags (og:type product and its price), which Next's metadata cannot express. */
export function productOgTags(price: number, currency: string): { property: string; content: string }[] {
  return [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: String(price) },
    { property: 'product:price:currency', content: currency },
  ];
}
