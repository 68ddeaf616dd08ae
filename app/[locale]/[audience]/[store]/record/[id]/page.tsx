import type { Metadata } from 'next';
import { RecordUnavailable } from '@/components/live/RecordUnavailable';
import styles from '@/components/live/room.module.css';
import { appPath } from '@/lib/url/safe-href';
import { roomMetadata } from '../../live/[id]/room-meta';
import { postOf, postPageOf, type PostPageParams } from '../../live/[id]/room-page';
import { replayText, RoomView } from '../../live/[id]/room-view';
import { recordModeOf } from './record-data';

interface RecordPageProps {
  params: Promise<PostPageParams>;
}

export async function generateMetadata({ params }: RecordPageProps): Promise<Metadata> {
  const { store, load, postId } = await postOf(await params);
  return roomMetadata(store, postId, load, 'record');
}

/**
 * /{store}/record/{id}: a post's recording, watch only. The room's page (one cached render per
 * post, the viewer's side on mount) without realtime, chat input or reactions; a post with no
 * recording to watch now says why and links to its room.
 */
export default async function RecordPage({ params }: RecordPageProps) {
  const page = await postPageOf(await params);
  if (page.kind === 'shown') return page.element;
  const { store, post, readAt } = page;
  const mode = recordModeOf(store, post, readAt);
  if (mode === 'replay') return <RoomView store={store} post={post} readAt={readAt} variant="record" />;
  const text = await replayText();
  return (
    <main className={styles.gate}>
      <h1>{post.title}</h1>
      <RecordUnavailable mode={mode} text={text} roomHref={appPath(store.slug, 'live', post.id)} />
    </main>
  );
}
