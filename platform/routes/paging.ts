import type { PlatformContext } from '../context';
import type { PlatformRequest } from '../http';
import { positiveInt } from './support';

/** Laravel-style pages: `{ data, links, meta }` with absolute URLs that keep the other query params. */

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export interface Page<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: { current_page: number; from: number | null; last_page: number; path: string; per_page: number; to: number | null; total: number };
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** `page` and `per_page` from the query; `all` puts everything on one page. */
export function pageRequest(req: PlatformRequest, total: number, all = false): PageRequest {
  if (all) return { page: 1, perPage: Math.max(total, 1) };
  return { page: positiveInt(req.query.get('page'), 1), perPage: Math.min(positiveInt(req.query.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE) };
}

export function paginate<T>(ctx: PlatformContext, req: PlatformRequest, items: T[], all = false): Page<T> {
  const { page, perPage } = pageRequest(req, items.length, all);
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  const path = `${ctx.options.publicUrl}${req.path}`;
  const urlOf = (n: number) => {
    const query = new URLSearchParams(req.query);
    query.set('page', String(n));
    return `${path}?${query.toString()}`;
  };
  return {
    data,
    links: {
      first: urlOf(1),
      last: urlOf(lastPage),
      prev: page > 1 ? urlOf(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? urlOf(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: data.length ? start + 1 : null,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: data.length ? start + data.length : null,
      total,
    },
  };
}
