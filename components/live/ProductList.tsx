'use client';

import { memo, useId, useState } from 'react';
import { Image } from '@/components/ui/Image';
import { IntentLink } from '@/components/ui/IntentLink';
import { formatCurrency, formatPriceRange } from '@/lib/format/currency';
import { fillTemplate } from '@/lib/market/add-notice';
import { initialSkuId, isOnSale, maxQuantity } from '@/lib/market/product-detail';
import { clampQuantity } from '@/lib/market/quantity';
import type { Clip, PostProduct, SalableStatus } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';
import { ProductClip, type ProductClipLabels } from './ProductClip';
import styles from './room.module.css';

export interface ProductListLabels {
  products: string;
  empty: string;
  nowSelling: string;
  /** With {keyword}. */
  keyword: string;
  /** With {keyword}. */
  skuKeyword: string;
  /** With {count}. */
  stock: string;
  skuSoldOut: string;
  option: string;
  quantity: string;
  /** The purchase button (store flag purchase_button_word, else the translated default). */
  purchase: string;
  adding: string;
  status: Record<Exclude<SalableStatus, 'on_sell'>, string>;
}

export interface ProductListProps {
  /** Already sorted and without deleted products. */
  products: readonly PostProduct[];
  currency: string;
  labels: ProductListLabels;
  /** products.selling: the product being introduced now (flag sales_product), or null. */
  sellingId: number | null;
  /** Flag simple_redirect_purchase: buying opens the product page instead of adding here. */
  productHref: ((productId: number) => SafeHref | null) | null;
  /** Adds to the cart; resolves when the room has shown the outcome. */
  onAdd: (skuId: number, quantity: number) => Promise<void>;
  /** Buying is off for this viewer (store blacklist): the reason. */
  blockedReason: string | null;
  /** A shoppable replay (clips): each product's clip, the products playing now, and seeking. */
  replay?: ProductReplay | null;
}

export interface ProductReplay {
  clipOf: ReadonlyMap<number, Clip>;
  playingIds: ReadonlySet<number>;
  onWatch: (seconds: number) => void;
  labels: ProductClipLabels;
}

/** The promoted products with their comment keywords, live status and stock, and add to cart. */
export const ProductList = memo(function ProductList({ products, currency, labels, sellingId, productHref, onAdd, blockedReason, replay }: ProductListProps) {
  return (
    <section className={styles.productsArea} aria-labelledby="room-products">
      <h2 id="room-products">{labels.products}</h2>
      {products.length === 0 ? <p>{labels.empty}</p> : null}
      <ul className={styles.productList}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            currency={currency}
            labels={labels}
            selling={product.id === sellingId}
            href={productHref ? productHref(product.id) : null}
            onAdd={onAdd}
            blockedReason={blockedReason}
            clip={replay?.clipOf.get(product.id) ?? null}
            playing={replay?.playingIds.has(product.id) ?? false}
            onWatch={replay?.onWatch ?? null}
            clipLabels={replay?.labels ?? null}
          />
        ))}
      </ul>
    </section>
  );
});

interface CardProps {
  product: PostProduct;
  currency: string;
  labels: ProductListLabels;
  selling: boolean;
  href: SafeHref | null;
  onAdd: (skuId: number, quantity: number) => Promise<void>;
  blockedReason: string | null;
  clip: Clip | null;
  /** Its clip is at the playhead. */
  playing: boolean;
  /** Stable across playhead moves, so only `playing` re-renders a card. */
  onWatch: ((seconds: number) => void) | null;
  clipLabels: ProductClipLabels | null;
}

const ProductCard = memo(function ProductCard({ product, currency, labels, selling, href, onAdd, blockedReason, clip, playing, onWatch, clipLabels }: CardProps) {
  const id = useId();
  const [skuId, setSkuId] = useState(() => initialSkuId(product.skus));
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState(false);
  const sku = product.skus.find((s) => s.id === skuId) ?? product.skus[0] ?? null;
  const max = sku ? maxQuantity(sku) : 0;
  const onSale = isOnSale(product);
  const canBuy = onSale && sku !== null && max > 0 && !blockedReason;
  const status = product.salable_status === 'on_sell' ? null : labels.status[product.salable_status];
  const price = formatPriceRange(product.min_price, product.max_price, currency);

  const add = () => {
    if (!sku || !canBuy || pending) return;
    setPending(true);
    void onAdd(sku.id, clampQuantity(quantity, max)).finally(() => setPending(false));
  };

  return (
    <li
      className={`${styles.product} ${selling ? styles.productSelling : ''}`}
      data-testid={`room-product-${product.id}`}
      aria-describedby={status ? `${id}-status` : undefined}
      aria-current={playing ? 'true' : undefined}
    >
      <Image type="product" src={product.images[0]?.url} size={88} alt="" className={styles.productImage} />
      <div className={styles.productBody}>
        {selling ? <span className={styles.status}>{labels.nowSelling}</span> : null}
        {playing && clipLabels ? <span className={styles.status}>{clipLabels.playingNow}</span> : null}
        <p className={styles.productName}>{product.name}</p>
        {price ? <span className={styles.productPrice}>{price}</span> : null}
        {product.keyword ? <span className={styles.keyword}>{fillTemplate(labels.keyword, { keyword: product.keyword })}</span> : null}
        {clip && clipLabels && onWatch ? <ProductClip clip={clip} labels={clipLabels} onWatch={onWatch} /> : null}
        {status ? (
          <span id={`${id}-status`} className={`${styles.status} ${styles.statusOff}`} data-testid="salable-status">
            {status}
          </span>
        ) : null}
        {href ? (
          // A client navigation: the live plays on in the mini-player over the product page.
          <IntentLink className={`button ${styles.buyButton}`} href={href}>
            {labels.purchase}
          </IntentLink>
        ) : (
          <div className={styles.buyRow}>
            {product.skus.length > 1 ? (
              <>
                <label htmlFor={`${id}-sku`} className="visually-hidden">
                  {labels.option}
                </label>
                <select
                  id={`${id}-sku`}
                  value={sku?.id ?? ''}
                  onChange={(event) => {
                    setSkuId(Number(event.target.value));
                    setQuantity(1);
                  }}
                >
                  {product.skus.map((option) => (
                    <option key={option.id} value={option.id}>
                      {skuText(option, currency, labels)}
                    </option>
                  ))}
                </select>
              </>
            ) : sku ? (
              <span className={styles.keyword}>{skuText(sku, currency, labels)}</span>
            ) : null}
            <label htmlFor={`${id}-qty`} className="visually-hidden">
              {labels.quantity}
            </label>
            <input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              disabled={!canBuy}
              onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), Math.max(1, max)))}
            />
            <button type="button" className={`button ${styles.buyButton}`} disabled={!canBuy || pending} aria-busy={pending} onClick={add}>
              {pending ? labels.adding : labels.purchase}
            </button>
          </div>
        )}
      </div>
    </li>
  );
});

function skuText(sku: PostProduct['skus'][number], currency: string, labels: ProductListLabels): string {
  const parts = [sku.name, formatCurrency(sku.price, currency) ?? ''];
  parts.push(sku.available_quantity > 0 ? fillTemplate(labels.stock, { count: sku.available_quantity }) : labels.skuSoldOut);
  if (sku.keyword) parts.push(fillTemplate(labels.skuKeyword, { keyword: sku.keyword }));
  return parts.filter(Boolean).join(' · ');
}
