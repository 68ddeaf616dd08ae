import { availabilityOf, galleryImages, skuStock, summarize } from '@/lib/market/product-detail';
import type { Product, Store } from '@/lib/schemas';

/** schema.org structured data, built as plain objects; `jsonLdScript` makes them safe in HTML. */

const SCHEMA = 'https://schema.org';

export interface JsonLdOffer {
  '@type': 'Offer';
  price: number;
  priceCurrency: string;
  availability: string;
  url: string;
  name?: string;
  sku?: string;
}

export interface JsonLdAggregateOffer {
  '@type': 'AggregateOffer';
  lowPrice: number;
  highPrice: number;
  priceCurrency: string;
  offerCount: number;
  availability: string;
  url: string;
  offers: JsonLdOffer[];
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA;
  '@type': 'Product';
  name: string;
  url: string;
  description?: string;
  image?: string[];
  sku?: string;
  brand: { '@type': 'Brand'; name: string };
  offers: JsonLdOffer | JsonLdAggregateOffer;
}

const availabilityUrl = (value: string) => `${SCHEMA}/${value}`;

/**
 * A Product with its offers in the store's currency: one SKU gives an Offer, several an
 * AggregateOffer (lowest and highest SKU price) listing each SKU's Offer.
 */
export function productJsonLd(
  product: Pick<Product, 'id' | 'name' | 'description' | 'images' | 'cover_image_id' | 'skus' | 'salable_status' | 'min_price' | 'max_price'>,
  store: Pick<Store, 'name' | 'currency'>,
  url: string,
): ProductJsonLd {
  const currency = store.currency;
  const offers: JsonLdOffer[] = product.skus.map((sku) => ({
    '@type': 'Offer',
    name: sku.name,
    sku: String(sku.id),
    price: sku.price,
    priceCurrency: currency,
    availability: availabilityUrl(availabilityOf(product.salable_status, sku)),
    url,
  }));
  const description = summarize(product.description, 500);
  const images = galleryImages(product).map((image) => image.url);
  const prices = product.skus.map((sku) => sku.price);
  const inStock = product.skus.some((sku) => skuStock(sku) > 0);
  const overall = availabilityOf(product.salable_status, inStock || product.skus.length === 0 ? undefined : { available_quantity: 0 });
  const offer: JsonLdOffer | JsonLdAggregateOffer =
    offers.length === 1
      ? offers[0]
      : {
          '@type': 'AggregateOffer',
          lowPrice: prices.length ? Math.min(...prices) : product.min_price,
          highPrice: prices.length ? Math.max(...prices) : product.max_price,
          priceCurrency: currency,
          offerCount: offers.length,
          availability: availabilityUrl(overall),
          url,
          offers,
        };
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    url,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    sku: String(product.id),
    brand: { '@type': 'Brand', name: store.name },
    offers: offer,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
