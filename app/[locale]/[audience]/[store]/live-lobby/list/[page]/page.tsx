import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LiveLobby } from '@/components/live/lobby/LiveLobby';
import { lobbyPageOfSegment } from '@/lib/live/lobby-paging';
import { loadStore } from '../../../store-data';
import { loadLobby } from '../../lobby-data';
import { lobbyMetadata } from '../../lobby-meta';

interface LobbyPageProps {
  params: Promise<{ store: string; page: string }>;
}

/** Each lobby page is a cached page of its own (lib/cache/build-samples). */
export function generateStaticParams() {
  return [{ page: '1' }];
}

async function lobbyOf(params: LobbyPageProps['params']) {
  const { store: slug, page: segment } = await params;
  const page = lobbyPageOfSegment(segment);
  if (page === null) notFound();
  const store = await loadStore(slug);
  return { store, page, load: await loadLobby(store.slug, page) };
}

export async function generateMetadata({ params }: LobbyPageProps): Promise<Metadata> {
  const { store, page, load } = await lobbyOf(params);
  return lobbyMetadata(store, page, load);
}

/** /{store}/live-lobby?page=N: middleware routes pages 1 to 50 here (lib/live/lobby-paging lobbyListPath). */
export default async function LobbyListPage({ params }: LobbyPageProps) {
  const { store, load } = await lobbyOf(params);
  return <LiveLobby store={store} load={load} />;
}
