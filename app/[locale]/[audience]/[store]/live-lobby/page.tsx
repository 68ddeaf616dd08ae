import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LiveLobby } from '@/components/live/lobby/LiveLobby';
import { lobbyPageFromQuery } from '@/lib/live/lobby-paging';
import { loadStore } from '../store-data';
import { loadLobby } from './lobby-data';
import { lobbyMetadata } from './lobby-meta';

type Query = Promise<Record<string, string | string[] | undefined>>;

interface LobbyQueryProps {
  params: Promise<{ store: string }>;
  searchParams: Query;
}

async function lobbyOf({ params, searchParams }: LobbyQueryProps) {
  const store = await loadStore((await params).store);
  const page = lobbyPageFromQuery((await searchParams).page);
  return { store, page, load: await loadLobby(store.slug, page) };
}

export async function generateMetadata(props: LobbyQueryProps): Promise<Metadata> {
  const { store, page, load } = await lobbyOf(props);
  return lobbyMetadata(store, page, load);
}

async function LobbyForQuery(props: LobbyQueryProps) {
  const { store, load } = await lobbyOf(props);
  return <LiveLobby store={store} load={load} />;
}

/** /{store}/live-lobby?page= past the cached pages (the rest go to live-lobby/list: lib/live/lobby-paging lobbyListPath), per request. */
export default function LobbyQueryPage(props: LobbyQueryProps) {
  return (
    <Suspense fallback={<main className="page" aria-busy="true" />}>
      <LobbyForQuery {...props} />
    </Suspense>
  );
}
