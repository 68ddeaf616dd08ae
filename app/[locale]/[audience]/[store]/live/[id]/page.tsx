import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TicketGate } from '@/components/live/TicketGate';
import styles from '@/components/live/room.module.css';
import { appPath } from '@/lib/url/safe-href';
import { loadStore } from '../../store-data';
import { bindTicketAction } from './actions';
import { roomMetadata } from './room-meta';
import { loadPermission, loadVisiblePost, postIdOf } from './room-data';
import { ticketLabels } from '@/components/live/ticket-labels';
import { RoomView } from './room-view';

interface RoomPageProps {
  params: Promise<{ audience: string; store: string; id: string }>;
}

async function postOf({ store: slug, id, audience }: Awaited<RoomPageProps['params']>) {
  const postId = postIdOf(id);
  if (postId === null) notFound();
  const store = await loadStore(slug);
  const personal = audience === 'personal';
  return { store, postId, personal, load: await loadVisiblePost(store.id, postId, personal) };
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
  const { store, load, postId, personal } = await postOf(await params);
  const t = await getTranslations('live');
  if (load.kind === 'missing') notFound();
  if (load.kind === 'failed') throw new Error(`live post ${postId} could not be loaded`);
  if (load.kind === 'unauthorized') {
    return (
      <main className={styles.gate}>
        <h1>{t('unauthorizedTitle')}</h1>
        <p>{t('unauthorizedBody')}</p>
        <p>
          <a className="button" href={appPath(store.slug, 'market')}>
            {t('backToStore')}
          </a>
        </p>
      </main>
    );
  }
  const post = load.post;
  if (post.is_private) {
    const permission = await loadPermission(post.id, personal);
    if (!permission.allowed) return <TicketGate postId={post.id} canBind={permission.tokenValid} bindTicket={bindTicketAction} labels={ticketLabels(t)} />;
  }
  return <RoomView store={store} post={post} readAt={load.readAt} />;
}
