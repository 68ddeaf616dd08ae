import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { LiveRoom } from '@/components/live/LiveRoom';
import { RoomShell } from '@/components/live/RoomShell';
import { TicketGate } from '@/components/live/TicketGate';
import { coverOf, isoOf, roomMode } from '@/components/live/room-mode';
import { roomDescription, roomJsonLd } from '@/components/live/room-seo';
import { ROOM_TEXT_KEYS, type RoomText } from '@/components/live/room-text';
import styles from '@/components/live/room.module.css';
import { sessionFingerprint } from '@/components/identity/server-session';
import { CartLink } from '@/components/shell/CartLink';
import { loadSession } from '@/components/shell/session-data';
import { isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { formatDate } from '@/lib/format/date';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import type { LiveRulesMessageKey } from '@/lib/live/room/effects';
import type { Store, StreamPost } from '@/lib/schemas';
import { loadStore } from '../../store-data';
import { addToRoomCartAction, announceJoinedAction, bindTicketAction, cartCountAction, refreshRoomAction, sendCommentAction, sendReactionAction } from './actions';
import { loadPermission, loadPost, loadRoom, postIdOf, viewerIdOf } from './room-data';

interface RoomPageProps {
  params: Promise<{ store: string; id: string }>;
}

const roomPath = (store: Store, postId: number) => `/${encodeURIComponent(store.slug)}/live/${postId}`;

async function postOf(slug: string, idParam: string): Promise<{ store: Store; load: Awaited<ReturnType<typeof loadPost>>; postId: number }> {
  const postId = postIdOf(idParam);
  if (postId === null) notFound();
  const store = await loadStore(slug);
  return { store, postId, load: await loadPost(store.id, postId) };
}

export async function generateMetadata({ params }: RoomPageProps): Promise<Metadata> {
  const { store: slug, id } = await params;
  const [{ store, load, postId }, t, locale, origin] = await Promise.all([postOf(slug, id), getTranslations('live'), getLocale(), requestOrigin()]);
  if (load.kind !== 'ok') return { title: load.kind === 'unauthorized' ? t('unauthorizedTitle') : t('notFoundTitle'), robots: { index: false } };
  const post = load.post;
  const mode = roomMode(post, Date.now());
  const meta = pageMetadata({
    title: t('seoTitle', { title: post.title, store: store.name }),
    description: roomDescription(post.content, post.upcoming_title, t('seoDescription', { store: store.name })),
    url: absoluteUrl(origin, roomPath(store, postId)),
    siteName: store.name,
    locale,
    image: coverOf(post, mode) ?? store.image_url ?? null,
    imageAlt: post.title,
  });
  // Private posts are not for search engines; their title and cover still preview when shared.
  return post.is_private ? { ...meta, robots: { index: false } } : meta;
}

/**
 * /{store}/live/{id}: the post renders on the server (title, description, cover, metadata, JSON-LD)
 * and the room hydrates around it; the player and the realtime SDK load after the first paint.
 */
export default async function RoomPage({ params }: RoomPageProps) {
  const { store: slug, id } = await params;
  const { store, load, postId } = await postOf(slug, id);
  const t = await getTranslations('live');
  if (load.kind === 'missing') notFound();
  if (load.kind === 'failed') throw new Error(`live post ${postId} could not be loaded`);
  if (load.kind === 'unauthorized') {
    return (
      <main className={styles.gate}>
        <h1>{t('unauthorizedTitle')}</h1>
        <p>{t('unauthorizedBody')}</p>
        <p>
          <a className="button" href={`/${encodeURIComponent(store.slug)}/market`}>
            {t('backToStore')}
          </a>
        </p>
      </main>
    );
  }
  const post = load.post;

  if (post.is_private) {
    const permission = await loadPermission(post.id);
    if (!permission.allowed) {
      return (
        <TicketGate
          postId={post.id}
          canBind={permission.tokenValid}
          bindTicket={bindTicketAction}
          labels={{
            title: t('privateTitle'),
            body: t('privateBody'),
            loginFirst: t('privateLogin'),
            login: t('login'),
            code: t('ticketCode'),
            submit: t('ticketSubmit'),
            submitting: t('ticketSubmitting'),
            required: t('ticketRequired'),
            failed: t('ticketFailed'),
            unlocked: t('ticketUnlocked'),
          }}
        />
      );
    }
  }

  // The first flush carries the stage with its cover and the title (the largest paint); the rest of
  // the room (stream info, comments, session) streams in behind it.
  const shell = shellOf(post, store, t);
  return (
    <Suspense fallback={<RoomShell poster={shell.poster} posterAlt={post.title} header={<RoomHeader post={post} startsAt={shell.startsAt} />} loading={t('loading')} />}>
      <RoomBody store={store} post={post} t={t} />
    </Suspense>
  );
}

/** The cover and start line the first flush shows (the room's mode at this moment). */
function shellOf(post: StreamPost, store: Store, t: Translate): { poster: string | null; startsAt: string | null } {
  const mode = roomMode(post, Date.now());
  const startsAt = mode === 'upcoming' && post.upcoming_at ? t('stageStartsAt', { date: formatDate(post.upcoming_at, store.timezone, 'yyyy/LL/dd HH:mm') }) : null;
  return { poster: coverOf(post, mode), startsAt };
}

/** The interactive room, once its data is in. */
async function RoomBody({ store, post, t }: { store: Store; post: StreamPost; t: Translate }) {
  const [viewer, origin, common, shell, enterprise] = await Promise.all([viewerIdOf(), requestOrigin(), getTranslations('common'), getTranslations('shell'), getTranslations('enterprise')]);
  const [room, session, sessionKey] = await Promise.all([loadRoom(post, store.slug, viewer.id), loadSession(store.slug), sessionFingerprint()]);
  const [toast, liveRules] = await Promise.all([getTranslations('toast'), getTranslations('liveRules')]);
  const text = roomText(t, common, toast('general'));
  const rules = Object.fromEntries(RULE_KEYS.map((key) => [key, liveRules.raw(key) as string])) as Record<LiveRulesMessageKey | 'failureNotice', string>;
  const startsAt = post.upcoming_at ? t('stageStartsAt', { date: formatDate(post.upcoming_at, store.timezone, 'yyyy/LL/dd HH:mm') }) : null;
  const base = `/${encodeURIComponent(store.slug)}`;
  const jsonLd = roomJsonLd(
    {
      title: post.title,
      description: roomDescription(post.content, post.upcoming_title, t('seoDescription', { store: store.name })),
      url: absoluteUrl(origin, roomPath(store, post.id)),
      image: coverOf(post, room.mode),
      createdAt: isoOf(post.created_at),
      startedAt: isoOf(post.started_at),
      upcomingAt: isoOf(post.upcoming_at),
      replayExpiresAt: isoOf(post.replay_expired_at),
      storeName: store.name,
    },
    room.mode,
  );

  return (
    <>
      <LiveRoom
        store={{ id: store.id, slug: store.slug, name: store.name, currency: store.currency, avatarUrl: store.avatar_url ?? null }}
        settings={store.settings}
        post={post}
        initialMode={room.mode}
        streamInfo={room.streamInfo}
        replayInfo={room.replayInfo}
        comments={room.comments}
        blacklist={room.blacklist}
        inBlacklist={room.inBlacklist}
        viewer={{ pnId: viewer.id, freshId: viewer.fresh, user: session.user, guest: session.guest, sessionKey }}
        startsAt={startsAt}
        text={text}
        rules={rules}
        actions={{
          sendComment: sendCommentAction,
          sendReaction: sendReactionAction,
          addToCart: addToRoomCartAction,
          cartCount: cartCountAction,
          refresh: refreshRoomAction,
          announceJoined: announceJoinedAction,
        }}
        header={<RoomHeader post={post} startsAt={room.mode === 'upcoming' ? startsAt : null} />}
        cartLink={
          <CartLink
            href={`${base}/shopping`}
            label={shell('cart')}
            countLabel={shell('cartWithCount', { count: '{count}' })}
            initialCount={session.cartCount}
            target="_blank"
            enterprise={isEnterpriseStore(store) ? { store: store.slug, failed: enterprise('cartFailed') } : null}
          />
        }
        productPath={`${base}/market/product/`}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </>
  );
}

/** Title, text and start time: plain server HTML, never hydrated. */
function RoomHeader({ post, startsAt }: { post: StreamPost; startsAt: string | null }) {
  const text = (post.content ?? '').trim();
  return (
    <>
      <h1 className={styles.title}>{post.title}</h1>
      {post.upcoming_title ? <p className={styles.description}>{post.upcoming_title}</p> : null}
      {startsAt ? <p className={styles.description}>{startsAt}</p> : null}
      {text ? <p className={styles.description}>{text}</p> : null}
    </>
  );
}

const RULE_KEYS: (LiveRulesMessageKey | 'failureNotice')[] = ['notOnSale', 'purchaseLimit', 'itemNotFoundInCart', 'blockedComment', 'bannedWord', 'inBlacklistComment', 'inBlacklistBuy', 'kicked', 'failureNotice'];

type Translate = Awaited<ReturnType<typeof getTranslations>>;

function roomText(t: Translate, common: Translate, general: string): RoomText {
  const entries = ROOM_TEXT_KEYS.map((key) => [key, t.raw(key) as string] as const);
  return { ...(Object.fromEntries(entries) as Record<(typeof ROOM_TEXT_KEYS)[number], string>), soldOut: common('soldOut'), beforeSell: common('beforeSell'), endSell: common('endSell'), general };
}
