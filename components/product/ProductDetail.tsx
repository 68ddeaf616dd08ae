import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TicketInfo } from '@/components/ticket/TicketInfo';
import { Price } from '@/components/ui/Price';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import { SUPPORTED_REGION } from '@/lib/guards/store-check';
import type { AddOutcome, AddRequest } from '@/lib/market/add-to-cart';
import { toProductCard } from '@/lib/market/product-card';
import { galleryImages, initialSkuId, isOnSale, maxQuantity, summarize } from '@/lib/market/product-detail';
import type { Product, Store } from '@/lib/schemas';
import { jsonLdScript, productJsonLd } from '@/lib/seo/json-ld';
import { ogImageOf, ogImagePath } from '@/lib/og/og-image';
import { pageMetadata, productOgTags } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { ticketMode, toTicketView, type TicketLoad } from '@/lib/ticket/ticket';
import { ProductBadges } from './ProductBadges';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase, type PurchaseSku } from './ProductPurchase';
import { SkuDescription, SkuPrice } from './SkuText';
import styles from './product.module.css';

/**
 * The product page's content and metadata, shared by the dynamic route
 * (app/(site)/[store]/market/product/[productId]) and the anonymous cached one, which differ only
 * in where origin and locale come from. Server-rendered; only the purchase panel hydrates.
 */

const productPath = (store: Store, product: Product) => `/${encodeURIComponent(store.slug)}/market/product/${product.id}`;

export async function productMetadata(store: Store, product: Product, origin: string): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('seo'), getLocale()]);
  const names = { product: product.name, store: store.name };
  return pageMetadata({
    title: t('productTitle', names),
    description: summarize(product.description) || t('productDescription', names),
    url: absoluteUrl(origin, productPath(store, product)),
    siteName: store.name,
    locale,
    image: ogImageOf(origin, ogImagePath.product(store.slug, product.id), product.name),
    ogType: 'product',
  });
}

export interface ProductDetailProps {
  store: Store;
  product: Product;
  origin: string;
  /** The ticket of a ticket product (see ticket-data's loadTicketFor). */
  ticket: TicketLoad;
  addToCart: (request: AddRequest) => Promise<AddOutcome>;
}

export async function ProductDetail({ store, product, origin, ticket, addToCart }: ProductDetailProps) {
  const mode = ticketMode(store, product);
  const [t, common, ticketT] = await Promise.all([getTranslations('product'), getTranslations('common'), getTranslations('ticket')]);
  const currency = store.currency;
  const showTaxNote = store.region === SUPPORTED_REGION;
  const onSale = isOnSale(product);
  const card = toProductCard(product, store.slug);

  const badges: Parameters<typeof ProductBadges>[0]['badges'] = [];
  if (product.is_ticket) badges.push(['ticket', t('ticket')]);
  if (onSale) badges.push(['onSell', common('onSell')]);
  for (const badge of card.badges) badges.push([badge, common(badge)]);

  const unavailable =
    mode === 'disabled'
      ? ticketT('disabled')
      : product.salable_status === 'before_sell'
      ? t('beforeSellNotice')
      : product.salable_status === 'end_sell'
        ? t('endSellNotice')
        : product.salable_status === 'sold_out' || !onSale
          ? t('soldOutNotice')
          : null;
  const saleStart = product.salable_status === 'before_sell' ? formatDate(product.sale_started_at, store.timezone, 'yyyy/LL/dd HH:mm') : '';

  const skuStrings = { originalPrice: t('originalPrice'), freeShipping: common('freeShipping'), priceTaxNote: showTaxNote ? common('priceTaxNote') : null };
  const skus: PurchaseSku[] = product.skus.map((sku) => {
    const text = {
      name: sku.name,
      price: formatCurrency(sku.price, currency) ?? '',
      originalPrice: sku.original_price && sku.original_price > sku.price ? formatCurrency(sku.original_price, currency) : null,
      stock: sku.available_quantity > 0 ? t('stock', { count: sku.available_quantity }) : t('skuSoldOut'),
      frequency: sku.subscription_frequency ? t('subscription', { frequency: sku.subscription_frequency }) : null,
      freeShipping: sku.free_shipping === true,
      note: sku.note ?? null,
    };
    return { id: sku.id, maxQuantity: maxQuantity(sku), description: <SkuDescription sku={text} strings={skuStrings} />, price: <SkuPrice sku={text} strings={skuStrings} /> };
  });
  const jsonLd = productJsonLd(product, store, absoluteUrl(origin, productPath(store, product)));

  return (
    <main className="page">
      {productOgTags(product.min_price, currency).map((tag) => (
        <meta key={tag.property} property={tag.property} content={tag.content} />
      ))}
      <Link className={styles.back} href={`/${encodeURIComponent(store.slug)}/market`}>
        ← {t('backToMarket')}
      </Link>
      <div className={styles.layout}>
        <ProductGallery images={galleryImages(product)} name={product.name} label={t('gallery')} thumbLabel={(index) => t('showImage', { index })} />
        <div>
          <h1 className={styles.name}>{product.name}</h1>
          <ProductBadges badges={badges} />
          <p className={styles.priceRow}>
            <Price className={styles.price} amount={product.min_price} max={product.max_price} currency={currency} />
            {showTaxNote ? <span className={styles.tax}>{common('priceTaxNote')}</span> : null}
          </p>
          {saleStart ? <p className={styles.notice}>{t('saleStartsAt', { date: saleStart })}</p> : null}
          {product.adult_warning ? (
            <p className={styles.notice} role="note">
              {t('adultNotice')}
            </p>
          ) : null}
          {ticket.kind === 'not-ticket' ? null : (
            <TicketInfo
              view={ticket.kind === 'ticket' ? toTicketView(ticket.ticket, { currency, timeZone: store.timezone }) : null}
              failure={ticketT('loadFailed')}
              labels={{
                title: ticketT('title'),
                lead: ticketT('lead'),
                salePeriod: ticketT('salePeriod'),
                salePeriodText: ticketT('salePeriodText', { start: '{start}', end: '{end}' }),
                seats: ticketT('seats'),
                remaining: (count) => ticketT('remaining', { count }),
                limit: (limit) => ticketT('limit', { limit }),
                soldOut: common('soldOut'),
                checkoutAlone: ticketT('checkoutAlone'),
              }}
            />
          )}
          <ProductPurchase
            store={store.slug}
            skus={skus}
            initialSkuId={initialSkuId(product.skus)}
            unavailable={unavailable}
            addToCart={addToCart}
            strings={{
              legend: t('skuLegend'),
              quantity: t('quantity'),
              decrease: t('decrease'),
              increase: t('increase'),
              maxHint: t.raw('maxHint') as string,
              addToCart: t('addToCart'),
              adding: t('adding'),
              added: t('added'),
              partial: t.raw('partialAdded') as string,
              limit: t('limitReached'),
              general: t('addFailed'),
            }}
          />
          {product.description ? (
            <section className={styles.description}>
              <h2>{t('description')}</h2>
              <p>{product.description}</p>
            </section>
          ) : null}
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </main>
  );
}
