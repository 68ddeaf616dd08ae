import { getTranslations } from 'next-intl/server';
import { RoomEntry } from '@/components/live/RoomEntry';
import { RoomShell } from '@/components/live/RoomShell';
import { PANEL_TEXT_KEYS, type PanelText } from '@/components/live/panel-text';
import type { RoomStatic } from '@/components/live/room-props';
import { ROOM_TEXT_KEYS, type RoomText } from '@/components/live/room-text';
import { REPLAY_TEXT_KEYS, type ReplayText } from '@/components/live/replay-text';
import { LAYOUT_TEXT_KEYS, type LayoutText } from '@/components/live/layout/layout-text';
import styles from '@/components/live/room.module.css';
import { CartLink } from '@/components/shell/CartLink';
import { isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { formatDate } from '@/lib/format/date';
import type { LiveRulesMessageKey } from '@/lib/live/room/effects';
import { badgeKeyOf, coverOf, isoOf, roomMode } from '@/lib/live/room-mode';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { roomDescription, roomJsonLd } from '@/lib/seo/live-room';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import type { Store, StreamPost } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import { addToRoomCartAction, announceJoinedAction, cartCountAction, refreshRoomAction, sendCommentAction, sendReactionAction, votePollAction } from './actions';
import { roomExtrasSetup } from './room-extras';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** The live room, or the recording page (watch only) of the same post. */
export type RoomVariant = 'live' | 'record';

const RULE_KEYS: (LiveRulesMessageKey | 'failureNotice')[] = ['notOnSale', 'purchaseLimit', 'itemNotFoundInCart', 'blockedComment', 'bannedWord', 'inBlacklistComment', 'inBlacklistBuy', 'kicked', 'failureNotice'];

/** The shoppable replay's and recording page's strings. */
export async function replayText(): Promise<ReplayText> {
  const t = await getTranslations('liveReplay');
  return Object.fromEntries(REPLAY_TEXT_KEYS.map((key) => [key, t.raw(key) as string])) as ReplayText;
}

/** Title, text and start time: plain server HTML, never hydrated. */
function RoomHeader({ post, startsAt, level: Title = 'h1' }: { post: StreamPost; startsAt: string | null; level?: 'h1' | 'h2' }) {
  const text = (post.content ?? '').trim();
  return (
    <>
      <Title className={styles.title}>{post.title}</Title>
      {post.upcoming_title ? <p className={styles.description}>{post.upcoming_title}</p> : null}
      {startsAt ? <p className={styles.description}>{startsAt}</p> : null}
      {text ? <p className={styles.description}>{text}</p> : null}
    </>
  );
}

function roomText(t: Translate, common: Translate, general: string): RoomText {
  const entries = ROOM_TEXT_KEYS.map((key) => [key, t.raw(key) as string] as const);
  return { ...(Object.fromEntries(entries) as Record<(typeof ROOM_TEXT_KEYS)[number], string>), soldOut: common('soldOut'), beforeSell: common('beforeSell'), endSell: common('endSell'), general };
}

/** Everything of the room that is the same for every viewer: cached with the page. */
async function roomStatic(store: Store, post: StreamPost, startsAt: string | null, headers: Pick<RoomStatic, 'header' | 'infoHeader'>, variant: RoomVariant): Promise<RoomStatic> {
  const [t, common, shell, enterprise, toast, liveRules, panels, extras, replay, layout] = await Promise.all([
    getTranslations('live'),
    getTranslations('common'),
    getTranslations('shell'),
    getTranslations('enterprise'),
    getTranslations('toast'),
    getTranslations('liveRules'),
    getTranslations('livePanels'),
    roomExtrasSetup(store, post.id),
    replayText(),
    getTranslations('liveLayout'),
  ]);
  return {
    store: { id: store.id, slug: store.slug, name: store.name, currency: store.currency, avatarUrl: store.avatar_url ?? null },
    settings: store.settings,
    extras,
    startsAt,
    text: roomText(t, common, toast('general')),
    panelText: Object.fromEntries(PANEL_TEXT_KEYS.map((key) => [key, panels.raw(key) as string])) as PanelText,
    rules: Object.fromEntries(RULE_KEYS.map((key) => [key, liveRules.raw(key) as string])) as RoomStatic['rules'],
    actions: { sendComment: sendCommentAction, sendReaction: sendReactionAction, addToCart: addToRoomCartAction, cartCount: cartCountAction, refresh: refreshRoomAction, announceJoined: announceJoinedAction, votePoll: votePollAction },
    ...headers,
    cartLink: (
      <CartLink
        href={appPath(store.slug, 'shopping')}
        label={shell('cart')}
        countLabel={shell('cartWithCount', { count: '{count}' })}
        initialCount={null}
        target="_blank"
        enterprise={isEnterpriseStore(store) ? { store: store.slug, failed: enterprise('cartFailed') } : null}
      />
    ),
    productPath: `/${encodeURIComponent(store.slug)}/market/product/`,
    replayText: replay,
    layoutText: Object.fromEntries(LAYOUT_TEXT_KEYS.map((key) => [key, layout.raw(key) as string])) as LayoutText,
    ...(variant === 'record' ? { record: { roomHref: appPath(store.slug, 'live', post.id) } } : {}),
  };
}

/** The room's mode when the post was read (the room itself follows the post from then on), its start line and JSON-LD. */
function pageModel(store: Store, post: StreamPost, readAt: number, t: Translate, origin: string, variant: RoomVariant) {
  const mode = roomMode(post, readAt);
  const startsAt = post.upcoming_at ? t('stageStartsAt', { date: formatDate(post.upcoming_at, store.timezone, 'yyyy/LL/dd HH:mm') }) : null;
  const jsonLd = roomJsonLd(
    {
      title: post.title,
      description: roomDescription(post.content, post.upcoming_title, t('seoDescription', { store: store.name })),
      url: absoluteUrl(origin, appPath(store.slug, variant, post.id)),
      image: coverOf(post, mode),
      createdAt: isoOf(post.created_at),
      startedAt: isoOf(post.started_at),
      upcomingAt: isoOf(post.upcoming_at),
      replayExpiresAt: isoOf(post.replay_expired_at),
      storeName: store.name,
    },
    mode,
  );
  return { mode, startsAt, jsonLd };
}

/**
 * The room as everyone gets it: the stage with its cover and the title in the first paint, the
 * room's strings and actions, JSON-LD. The viewer's side arrives through RoomEntry.
 */
export async function RoomView({ store, post, readAt, variant = 'live' }: { store: Store; post: StreamPost; readAt: number; variant?: RoomVariant }) {
  const [t, common, origin] = await Promise.all([getTranslations('live'), getTranslations('common'), requestOrigin()]);
  const { mode, startsAt, jsonLd } = pageModel(store, post, readAt, t, origin, variant);
  const shownStart = mode === 'upcoming' ? startsAt : null;
  const header = <RoomHeader post={post} startsAt={shownStart} />;
  // The phone room's info sheet repeats the title under the top bar's h1.
  const infoHeader = <RoomHeader post={post} startsAt={shownStart} level="h2" />;
  return (
    <>
      <RoomEntry
        room={await roomStatic(store, post, startsAt, { header, infoHeader }, variant)}
        postId={post.id}
        placeholder={<RoomShell poster={coverOf(post, mode)} posterAlt={post.title} header={header} badge={{ text: t(badgeKeyOf(mode)), live: mode === 'live' }} loading={t('loading')} />}
        labels={{ failed: t('errorTitle'), retry: common('retry') }}
        live={mode === 'live'}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </>
  );
}
