import { cache } from 'react';
import type { ApiError } from '@/lib/api/result';
import { cachedReplayList } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { isBeyondLastPage, lastPageOf } from '@/lib/live/lobby-paging';
import { toReplayListItem, type LobbyLoad } from '@/lib/live/replay-list';
import { report } from '@/lib/report';

function failed(slug: string, page: number, error: ApiError): LobbyLoad {
  void report(new Error('replay list fetch failed'), { where: 'lobby.list', extra: { slug, page, error } });
  return { kind: 'failed', page };
}

/**
 * A page of the store's replay list (cached for everyone, tag `vod:{slug}`). The first page is read
 * first: it names the last page, so a page past it is answered without a platform call or a cache
 * entry of its own (lib/live/lobby-paging). A failed call is reported and shown as the error state.
 */
export const loadLobby = cache(async (slug: string, page: number): Promise<LobbyLoad> => {
  const locale = await resolveRequestLocale();
  const first = await cachedReplayList(slug, 1, locale);
  if (!first.result.ok) return failed(slug, page, first.result.error);
  const lastPage = lastPageOf(first.result.data.meta);
  if (isBeyondLastPage(page, lastPage)) return { kind: 'beyond', page, lastPage };
  const read = page === 1 ? first : await cachedReplayList(slug, page, locale);
  if (!read.result.ok) return failed(slug, page, read.result.error);
  const { data, meta } = read.result.data;
  return { kind: 'ok', items: data.map(toReplayListItem), page, lastPage, perPage: meta.per_page, readAt: read.readAt };
});
