import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import type { Product } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import styles from '../room.module.css';

export interface TicketLandingProps {
  /** The store segment of the address (the links keep it as the buyer typed it). */
  slug: string;
  storeName: string;
  /** The ticket product the link named; null when unknown, not a ticket or unreadable. */
  product: Product | null;
  /** The store's latest post, if any. */
  latest: number | null;
}

/** /{store}/live?ticket_id=…: the ticket, and the way to the latest live (a private post asks for its code). */
export async function TicketLanding({ slug, storeName, product, latest }: TicketLandingProps) {
  const t = await getTranslations('live');
  return (
    <main className={styles.gate}>
      <h1>{t('ticketLandingTitle')}</h1>
      {product ? (
        <>
          <Image type="product" src={product.images[0]?.url} size={160} alt="" loading="eager" className={styles.productImage} />
          <p>{t('ticketProduct', { name: product.name })}</p>
          <p>{t('ticketLandingBody', { store: storeName })}</p>
        </>
      ) : (
        <p>{t('ticketLandingUnknown')}</p>
      )}
      <p className={styles.tools} style={{ justifyContent: 'center' }}>
        {latest !== null ? (
          <Link className="button" href={appPath(slug, 'live', latest)}>
            {t('ticketLatest')}
          </Link>
        ) : null}
        {product ? (
          <Link className="button button--ghost" href={appPath(slug, 'market', 'product', product.id)}>
            {t('ticketBuy')}
          </Link>
        ) : null}
        <Link className={latest === null && !product ? 'button' : 'button button--ghost'} href={appPath(slug, 'market')}>
          {t('backToStore')}
        </Link>
      </p>
    </main>
  );
}
