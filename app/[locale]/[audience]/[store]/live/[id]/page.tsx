import type { Metadata } from 'next';
import { roomMetadata } from './room-meta';
import { postOf, postPageOf, type PostPageParams } from './room-page';
import { RoomView } from './room-view';

interface RoomPageProps {
  params: Promise<PostPageParams>;
}

export async function generateMetadata({ params }: RoomPageProps): Promise<Metadata> {
  const { store, load, postId } = await postOf(await params);
  return roomMetadata(store, postId, load);
}

/**
 * /{store}/live/{id}: one cached page per post, locale and audience (title, description, cover,
 * metadata, JSON-LD and the room's strings); the viewer's side of the room comes on mount
 * (RoomEntry). A private post shows the ticket gate to whoever may not watch it.
 */
export default async function RoomPage({ params }: RoomPageProps) {
  const page = await postPageOf(await params);
  if (page.kind === 'shown') return page.element;
  return <RoomView store={page.store} post={page.post} readAt={page.readAt} />;
}
