import styles from './product.module.css';

/** A SKU's texts, formatted on the server (currency, plurals): what the purchase panel shows of it. */
export interface SkuTextProps {
  name: string;
  price: string;
  originalPrice: string | null;
  /** "在庫 8" or "売り切れ". */
  stock: string;
  frequency: string | null;
  freeShipping: boolean;
  note: string | null;
}

export interface SkuTextStrings {
  originalPrice: string;
  freeShipping: string;
  priceTaxNote: string | null;
}

function OriginalPrice({ price, label }: { price: string | null; label: string }) {
  return price ? (
    <s className={styles.original}>
      <span className="visually-hidden">{label}</span>
      {price}
    </s>
  ) : null;
}

/**
 * A SKU's line in the radio group. Rendered on the server and handed to the client panel as
 * markup, so none of it is in the product page's JavaScript (its First Load budget, issue 26).
 */
export function SkuDescription({ sku, strings }: { sku: SkuTextProps; strings: SkuTextStrings }) {
  return (
    <span className={styles.skuBody}>
      <span className={styles.skuName}>{sku.name}</span>
      <span className={styles.skuMeta}>
        <span className={styles.skuPrice}>{sku.price}</span>
        <OriginalPrice price={sku.originalPrice} label={strings.originalPrice} />
        <span>{sku.stock}</span>
        {sku.frequency ? <span>{sku.frequency}</span> : null}
        {sku.freeShipping ? <span>{strings.freeShipping}</span> : null}
      </span>
      {sku.note ? <span className={styles.skuMeta}>{sku.note}</span> : null}
    </span>
  );
}

/** The chosen SKU's price under the group (server-rendered, as SkuDescription). */
export function SkuPrice({ sku, strings }: { sku: SkuTextProps; strings: SkuTextStrings }) {
  return (
    <>
      <span className={styles.price}>{sku.price}</span>
      <OriginalPrice price={sku.originalPrice} label={strings.originalPrice} />
      {strings.priceTaxNote ? <span className={styles.tax}>{strings.priceTaxNote}</span> : null}
    </>
  );
}
