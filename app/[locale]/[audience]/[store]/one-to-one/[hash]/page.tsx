import type { Metadata } from 'next';
import { loadEntrance } from './entrance-data';
import { entranceMetadata } from './entrance-meta';
import { EntranceView } from './entrance-view';

interface OneToOneProps {
  params: Promise<{ store: string; hash: string }>;
}

export async function generateMetadata({ params }: OneToOneProps): Promise<Metadata> {
  const { store, hash } = await params;
  return entranceMetadata(await loadEntrance(store, hash));
}

/**
 * /{store}/one-to-one/{postIdHash}: the entrance to a one-to-one session, one cached page per link
 * (title, time, seller); the viewer's gate (login, ticket code, enter) comes on mount.
 */
export default async function OneToOnePage({ params }: OneToOneProps) {
  const { store, hash } = await params;
  return <EntranceView {...await loadEntrance(store, hash)} hash={hash} />;
}
