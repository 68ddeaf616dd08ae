import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TicketGate } from '@/components/live/TicketGate';
import styles from '@/components/live/room.module.css';
import type { Store, StreamPost } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import { loadStore } from '../../store-data';
import { bindTicketAction } from './actions';
import { loadPermission, loadVisiblePost, postIdOf } from './room-data';
import { ticketLabels } from '@/components/live/ticket-labels';

/** The route params of a post's pages: the room (/live/{id}) and the recording (/record/{id}). */
export interface PostPageParams {
  audience: string;
  store: string;
  id: string;
}

/** The store and the post as this page's audience may see it; a malformed id is a 404. */
export async function postOf({ store: slug, id, audience }: PostPageParams) {
  const postId = postIdOf(id);
  if (postId === null) notFound();
  const store = await loadStore(slug);
  const personal = audience === 'personal';
  return { store, postId, personal, load: await loadVisiblePost(store.id, postId, personal) };
}

export type PostPage = { kind: 'post'; store: Store; post: StreamPost; readAt: number } | { kind: 'shown'; element: ReactNode };

/**
 * What a post's page shows before the post itself: not found, another store's post, a failure
 * (the error boundary), or the ticket gate of a private post for whoever may not watch it yet.
 */
export async function postPageOf(params: PostPageParams): Promise<PostPage> {
  const { store, load, postId, personal } = await postOf(params);
  const t = await getTranslations('live');
  if (load.kind === 'missing') notFound();
  if (load.kind === 'failed') throw new Error(`live post ${postId} could not be loaded`);
  if (load.kind === 'unauthorized') {
    return {
      kind: 'shown',
      element: (
        <main className={styles.gate}>
          <h1>{t('unauthorizedTitle')}</h1>
          <p>{t('unauthorizedBody')}</p>
          <p>
            <a className="button" href={appPath(store.slug, 'market')}>
              {t('backToStore')}
            </a>
          </p>
        </main>
      ),
    };
  }
  const post = load.post;
  if (post.is_private) {
    const permission = await loadPermission(post.id, personal);
    if (!permission.allowed) return { kind: 'shown', element: <TicketGate postId={post.id} canBind={permission.tokenValid} bindTicket={bindTicketAction} labels={ticketLabels(t)} /> };
  }
  return { kind: 'post', store, post, readAt: load.readAt };
}

