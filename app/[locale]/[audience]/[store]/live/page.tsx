import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TicketLanding } from '@/components/live/lobby/TicketLanding';
import { latestLiveHref, ticketIdParam } from '@/lib/live/lobby';
import { loadStore } from '../store-data';
import { landingTicket, latestPostId } from './lobby-data';

interface LiveIndexProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata: Metadata = { robots: { index: false } };

/**
 * /{store}/live: redirects to the store's latest post, or to the store root when there is none or
 * the lookup fails (live-room §2). With a ticket_id the redirect is skipped: the page shows the
 * ticket and lets the buyer go to the latest live (where a private post asks for the ticket code).
 */
export default async function LiveIndex({ params, searchParams }: LiveIndexProps) {
  const slug = (await params).store;
  const query = await searchParams;
  if (query.ticket_id === undefined) redirect(latestLiveHref(slug, await latestPostId(slug)));
  const store = await loadStore(slug);
  const [product, latest] = await Promise.all([landingTicket(ticketIdParam(query.ticket_id)), latestPostId(slug)]);
  return <TicketLanding slug={slug} storeName={store.name} product={product} latest={latest} />;
}
