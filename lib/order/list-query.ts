import { dataList, entriesWithIds, pagesOf, recordOf, textOrNull } from '@/lib/format/field';
import type { Order, OrderFilterStatus, OrdersAnswer } from '@/lib/schemas';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';
import { isOrderFilter, ORDER_FILTERS } from './status';

/**
 * The order list's URL state (`/{store}/order?status=&page=`), its tabs with the counts of the
 * list meta, and its pager. The platform's own links point at the API, so storefront hrefs are
 * built here from the page numbers they carry.
 */

export interface OrderListQuery {
  /** null: every order. */
  status: OrderFilterStatus | null;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** An unknown status shows every order, a bad page the first page: a stale link never errors. */
export function orderListQuery(search: SearchParams): OrderListQuery {
  const status = first(search.status);
  const page = Number(first(search.page));
  return { status: isOrderFilter(status) ? status : null, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export function orderListHref(slug: string, { status, page }: Partial<OrderListQuery>): SafeHref {
  return withQuery(appPath(slug, 'order'), { status, page: page && page > 1 ? page : null });
}

export interface OrderTab {
  status: OrderFilterStatus | null;
  count: number;
  current: boolean;
  href: SafeHref;
}

type Counts = OrdersAnswer['meta']['status_counts'];

/** "All" first (the sum: the filters split every order), then the four filters. */
export function orderTabs(slug: string, counts: Partial<Counts> | null | undefined, current: OrderFilterStatus | null): OrderTab[] {
  const countOf = (status: OrderFilterStatus) => {
    const value = counts?.[status];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  };
  const all = ORDER_FILTERS.reduce((sum, status) => sum + countOf(status), 0);
  return [
    { status: null, count: all, current: current === null, href: orderListHref(slug, {}) },
    ...ORDER_FILTERS.map((status) => ({ status, count: countOf(status), current: current === status, href: orderListHref(slug, { status }) })),
  ];
}

export interface OrderPager {
  page: number;
  lastPage: number;
  prevHref: SafeHref | null;
  nextHref: SafeHref | null;
}

export type PageInfo = { links: Pick<OrdersAnswer['links'], 'prev' | 'next'>; meta: Pick<OrdersAnswer['meta'], 'current_page' | 'last_page'> };

/** The page number a platform link points at, if any. */
export function pageOfLink(link: string | null | undefined): number | null {
  if (!link) return null;
  try {
    const page = Number(new URL(link).searchParams.get('page'));
    return Number.isSafeInteger(page) && page > 0 ? page : null;
  } catch {
    return null;
  }
}

/** Prev/next exist when the answer's links say so; null when everything fits on one page. */
export function orderPager(slug: string, status: OrderFilterStatus | null, answer: PageInfo): OrderPager | null {
  const page = Math.max(1, answer.meta.current_page);
  const lastPage = Math.max(1, answer.meta.last_page);
  if (lastPage <= 1 && page <= 1) return null;
  const prev = answer.links.prev ? (pageOfLink(answer.links.prev) ?? page - 1) : null;
  const next = answer.links.next ? (pageOfLink(answer.links.next) ?? page + 1) : null;
  return {
    page,
    lastPage,
    prevHref: prev ? orderListHref(slug, { status, page: prev }) : null,
    nextHref: next ? orderListHref(slug, { status, page: next }) : null,
  };
}

/** A page of the buyer's orders as the list shows it. */
export interface OrderPage {
  orders: Order[];
  counts: Partial<Counts> | null;
  pageInfo: PageInfo;
}

/**
 * The readable part of a list answer (used unchanged after a schema mismatch, commerce §5): the
 * orders with an id to link to, counts and page links only where they have their types. Null when
 * there is nothing to show: no list at all (an empty body), or orders none of which can be read.
 */
export function readableOrderPage(answer: OrdersAnswer | null): OrderPage | null {
  const orders = entriesWithIds(dataList(answer));
  if (!orders) return null;
  const links = recordOf(answer?.links);
  const { page, lastPage } = pagesOf(answer);
  return {
    orders,
    counts: recordOf(recordOf(answer?.meta)?.status_counts) as Partial<Counts> | null,
    pageInfo: { links: { prev: textOrNull(links?.prev), next: textOrNull(links?.next) }, meta: { current_page: page, last_page: lastPage } },
  };
}
