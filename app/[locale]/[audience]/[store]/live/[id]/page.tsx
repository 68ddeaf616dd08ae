import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { LiveRoom } from '@/components/live/LiveRoom';
import { RoomShell } from '@/components/live/RoomShell';
import { TicketGate } from '@/components/live/TicketGate';
import { coverOf, isoOf, roomMode } from '@/lib/live/room-mode';
import { roomDescription, roomJsonLd } from '@/lib/seo/live-room';
import { ROOM_TEXT_KEYS, type RoomText } from '@/components/live/room-text';
import { PANEL_TEXT_KEYS, type PanelText } from '@/components/live/panel-text';
import styles from '@/components/live/room.module.css';
import { CartLink } from '@/components/shell/CartLink';
import { loadSession } from '@/components/shell/session-data';
import { isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { formatDate } from '@/lib/format/date';
import { liveModeFromQuery } from '@/lib/guards/live-mode';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import type { LiveRulesMessageKey } from '@/lib/live/room/effects';
import type { Store, StreamPost } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import { loadStore } from '../../store-data';
import { addToRoomCartAction, announceJoinedAction, bindTicketAction, cartCountAction, refreshRoomAction, sendCommentAction, sendReactionAction, votePollAction } from './actions';
import { loadPermission, loadPost, loadRoom, postIdOf, viewerIdOf, viewerSessionKey } from './room-data';
import { roomExtrasSetup } from './room-extras';

interface RoomPageProps {
  params: Promise<{ audience: string; store: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const roomPath = (store: Store, postId: number) => `/${encodeURIComponent(store.slug)}/live/${postId}`;

async function postOf({ store: slug, id, audience }: Awaited<RoomPageProps['params']>): Promise<{ store: Store; load: Awaited<ReturnType<typeof loadPost>>; postId: number; personal: boolean }> {
  const postId = postIdOf(id);
  if (postId === null) notFound();
  const store = await loadStore(slug);
  const personal = audience === 'personal';
  // The shared copy first (no request read: the page around the room's hole stays prerendered);
  // a post the public may not see is asked for again with the viewer's tokens.
  const shared = await loadPost(store.id, postId, false);
  return { store, postId, personal, load: shared.kind === 'unauthorized' && personal ? await loadPost(store.id, postId, true) : shared };
}

export async function generateMetadata({ params }: RoomPageProps): Promise<Metadata> {
  const [{ store, load, postId }, t, locale, origin] = await Promise.all([postOf(await params), getTranslations('live'), getLocale(), requestOrigin()]);
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
export default async function RoomPage({ params, searchParams }: RoomPageProps) {
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
          <a className="button" href={`/${encodeURIComponent(store.slug)}/market`}>
            {t('backToStore')}
          </a>
        </p>
      </main>
    );
  }
  const post = load.post;

  if (post.is_private) {
    const permission = await loadPermission(post.id, personal);
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
      <RoomBody store={store} post={post} t={t} searchParams={searchParams} />
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
async function RoomBody({ store, post, t, searchParams }: { store: Store; post: StreamPost; t: Translate; searchParams: RoomPageProps['searchParams'] }) {
  const query = await searchParams;
  // Commerce §2: where the viewer watches from, the source of what they send.
  const source = liveModeFromQuery(typeof query.hu_source === 'string' ? query.hu_source : null);
  const [viewer, origin, common, shell, enterprise] = await Promise.all([viewerIdOf(), requestOrigin(), getTranslations('common'), getTranslations('shell'), getTranslations('enterprise')]);
  const [room, session] = await Promise.all([loadRoom(post, store.slug, viewer.id), loadSession(store.slug)]);
  const [toast, liveRules, panels, sessionKey, extras] = await Promise.all([
    getTranslations('toast'),
    getTranslations('liveRules'),
    getTranslations('livePanels'),
    viewerSessionKey(session.user ? 'member' : session.guest ? 'guest' : null),
    roomExtrasSetup(store, post.id),
  ]);
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
        source={source}
        panelText={Object.fromEntries(PANEL_TEXT_KEYS.map((key) => [key, panels.raw(key) as string])) as PanelText}
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
          votePoll: votePollAction,
        }}
        header={<RoomHeader post={post} startsAt={room.mode === 'upcoming' ? startsAt : null} />}
        cartLink={
          <CartLink
            href={appPath(store.slug, 'shopping')}
            label={shell('cart')}
            countLabel={shell('cartWithCount', { count: '{count}' })}
            initialCount={session.cartCount}
            target="_blank"
            enterprise={isEnterpriseStore(store) ? { store: store.slug, failed: enterprise('cartFailed') } : null}
          />
        }
        productPath={`${base}/market/product/`}
        extras={extras}
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
