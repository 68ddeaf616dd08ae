import { cache } from 'react';
import type { ApiError } from '@/lib/api/result';
import { cachedReplayList } from '@/lib/cache/public-reads';
import { recordOf } from '@/lib/format/field';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { isBeyondLastPage, lastPageOf } from '@/lib/live/lobby-paging';
import { readablePosts, toReplayListItem, type LobbyLoad } from '@/lib/live/replay-list';
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
  const lastPage = lastPageOf(recordOf(first.result.data)?.meta as { last_page?: number } | undefined);
  if (isBeyondLastPage(page, lastPage)) return { kind: 'beyond', page, lastPage };
  const read = page === 1 ? first : await cachedReplayList(slug, page, locale);
  if (!read.result.ok) return failed(slug, page, read.result.error);
  // No readable list in a 200 answer (the client reported the mismatch): the error state.
  const posts = readablePosts(read.result.data);
  if (!posts) return { kind: 'failed', page };
  const perPage = recordOf(recordOf(read.result.data)?.meta)?.per_page;
  return { kind: 'ok', items: posts.map(toReplayListItem), page, lastPage, perPage: typeof perPage === 'number' && perPage > 0 ? perPage : posts.length, readAt: read.readAt };
});
