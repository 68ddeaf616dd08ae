import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderList } from '@/components/order/OrderList';
import { orderListQuery } from '@/lib/order/list-query';
import { loadStore } from '../store-data';
import { loadOrderList } from './orders-data';

interface OrderListProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: OrderListProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('orders')]);
  return { title: t('metaTitle', { store: store.name }), robots: { index: false, follow: false } };
}

/** /{store}/order (member only): the buyer's orders by filter status, server-rendered, paged by URL. */
export default async function OrderListPage({ params, searchParams }: OrderListProps) {
  const { store: slug } = await params;
  const query = orderListQuery(await searchParams);
  const [store, t] = await Promise.all([loadStore(slug), getTranslations('orders')]);
  const load = await loadOrderList(store.slug, query);
  return <OrderList store={store} query={query} load={load} t={t} />;
}
