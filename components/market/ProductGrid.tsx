import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import { Price } from '@/components/ui/Price';
import type { ProductBadge, ProductCard } from '@/lib/market/product-card';
import styles from './market.module.css';

const BADGE_KEYS: Record<ProductBadge, string> = {
  soldOut: 'soldOut',
  beforeSell: 'beforeSell',
  endSell: 'endSell',
  adultWarning: 'adultWarning',
  freeShipping: 'freeShipping',
};
/** Cards above the fold load eagerly; the first is the page's largest paint. */
const EAGER_IMAGES = 4;

export async function ProductGrid({ cards, currency, showTaxNote }: { cards: ProductCard[]; currency: string; showTaxNote: boolean }) {
  const t = await getTranslations('common');
  return (
    <ul className={styles.grid}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <Link className={styles.card} href={card.href}>
            <Image type="product" src={card.imageUrl} size={350} priority={index === 0} loading={index < EAGER_IMAGES ? 'eager' : 'lazy'} alt="" />
            <div className={styles.cardBody}>
              <h3 className={styles.name}>{card.name}</h3>
              <Price className={styles.price} amount={card.minPrice} max={card.maxPrice} currency={currency} />
              {showTaxNote ? <span className={styles.tax}>{t('priceTaxNote')}</span> : null}
              {card.badges.length > 0 ? (
                <div className={styles.badges}>
                  {card.badges.map((badge) => (
                    <span key={badge} className={`${styles.badge} ${badge === 'soldOut' || badge === 'adultWarning' ? styles.badgeAlert : ''}`}>
                      {t(BADGE_KEYS[badge])}
                    </span>
                  ))}
                </div>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
