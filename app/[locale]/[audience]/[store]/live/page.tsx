import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import styles from '@/components/live/room.module.css';
import { getLatestPost } from '@/lib/api/live';
import { getTicket } from '@/lib/api/products';
import { buyerContext } from '@/lib/api/server-context';
import { report } from '@/lib/report';
import { loadStore } from '../store-data';

interface LiveIndexProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata: Metadata = { robots: { index: false } };

async function latestPostId(slug: string): Promise<number | null> {
  const result = await getLatestPost(slug, await buyerContext());
  if (!result.ok) {
    void report(new Error('latest post lookup failed'), { where: 'live.latest', extra: { slug, error: result.error } });
    return null;
  }
  return result.data.data?.id ?? null;
}

const ticketIdOf = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
};

/**
 * /{store}/live: redirects to the store's latest post, or to the store root when there is none or
 * the lookup fails (live-room §2). With a ticket_id the redirect is skipped: the page shows the
 * ticket and lets the buyer go to the latest live (where a private post asks for the ticket code).
 */
export default async function LiveIndex({ params, searchParams }: LiveIndexProps) {
  const slug = (await params).store;
  const query = await searchParams;
  const base = `/${encodeURIComponent(slug)}`;
  if (query.ticket_id === undefined) {
    const id = await latestPostId(slug);
    redirect(id === null ? base : `${base}/live/${id}`);
  }

  const store = await loadStore(slug);
  const ticketId = ticketIdOf(query.ticket_id);
  const [t, ticket, latest] = await Promise.all([
    getTranslations('live'),
    ticketId === null ? Promise.resolve(null) : getTicket(ticketId, await buyerContext()),
    latestPostId(slug),
  ]);
  const product = ticket?.ok && ticket.data.data.is_ticket ? ticket.data.data : null;
  return (
    <main className={styles.gate}>
      <h1>{t('ticketLandingTitle')}</h1>
      {product ? (
        <>
          <Image type="product" src={product.images[0]?.url} size={160} alt="" loading="eager" className={styles.productImage} />
          <p>{t('ticketProduct', { name: product.name })}</p>
          <p>{t('ticketLandingBody', { store: store.name })}</p>
        </>
      ) : (
        <p>{t('ticketLandingUnknown')}</p>
      )}
      <p className={styles.tools} style={{ justifyContent: 'center' }}>
        {latest !== null ? (
          <Link className="button" href={`${base}/live/${latest}`}>
            {t('ticketLatest')}
          </Link>
        ) : null}
        {product ? (
          <Link className="button button--ghost" href={`${base}/market/product/${product.id}`}>
            {t('ticketBuy')}
          </Link>
        ) : null}
        <Link className={latest === null && !product ? 'button' : 'button button--ghost'} href={`${base}/market`}>
          {t('backToStore')}
        </Link>
      </p>
    </main>
  );
}
