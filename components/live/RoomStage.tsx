'use client';

import type { Ref } from 'react';
import type { RoomFlags } from '@/lib/live/room-flags';
import type { Banner, RoomStage as Stage } from '@/lib/live/room/state';
import type { RealtimeStatus } from '@/lib/live/realtime/types';
import { fillTemplate } from '@/lib/market/add-notice';
import { Player } from './Player';
import type { PlayerControl } from './embed/player-control';
import type { PlayerSource } from '@/lib/live/player-sources';
import { ReactionLayer, type ReactionLayerHandle } from './Reactions';
import type { RoomLabels } from './room-labels';
import type { RoomText } from './room-text';
import { BannerView, StageOverlay } from './RoomOverlays';
import styles from './room.module.css';

export interface RoomStageProps {
  stage: Stage;
  kicked: boolean;
  isReplay: boolean;
  playing: boolean;
  sources: PlayerSource[];
  poster: string | null;
  posterAlt: string;
  seek: { seconds: number } | null;
  onTime?: (seconds: number) => void;
  startAt?: number | null;
  viewerCount: number | null;
  banner: Banner | null;
  connection: RealtimeStatus | 'idle';
  flags: Pick<RoomFlags, 'noAutoplay' | 'memberCountType' | 'kirariLogo'>;
  text: RoomText;
  labels: RoomLabels;
  layer: Ref<ReactionLayerHandle>;
  control?: PlayerControl;
  onAspect?: (aspect: number | null) => void;
}

/** The video and what sits on it: stage cover, badges, logo, banners, floating reactions. */
export function RoomStage({ layer, ...props }: RoomStageProps) {
  const { stage, kicked, isReplay, text, labels, flags } = props;
  // Kicked: the live goes on elsewhere (the stage is `end` only for this viewer).
  const badge = kicked ? text.badgeElsewhere : isReplay ? text.badgeReplay : stage === 'streaming' ? text.badgeLive : stage === 'end' ? text.badgeEnded : text.badgeUpcoming;
  return (
    <section className={styles.stageArea} aria-label={isReplay ? text.replayVideo : text.video}>
      <Player
        sources={props.sources}
        live={!isReplay}
        poster={props.poster}
        posterAlt={props.posterAlt}
        autoplay={!flags.noAutoplay}
        active={props.playing}
        seek={props.seek}
        labels={isReplay ? labels.replayPlayer : labels.player}
        onTime={props.onTime}
        startAt={props.startAt}
        control={props.control}
        onAspect={props.onAspect}
      />
      <StageOverlay stage={stage} kicked={kicked} replay={isReplay} labels={labels.stage} />
      <div className={styles.topBar}>
        <span className={`${styles.badge} ${stage === 'streaming' && !isReplay ? styles.badgeLive : ''}`} data-testid="room-badge">
          {badge}
        </span>
        {props.viewerCount !== null ? (
          <span className={styles.badge} data-testid="viewer-count">
            {fillTemplate(flags.memberCountType === 'unique' ? text.viewersUnique : text.viewersOnline, { count: props.viewerCount })}
          </span>
        ) : null}
      </div>
      {flags.kirariLogo ? (
        <span className={styles.logo} data-testid="kirari-logo">
          {text.poweredBy}
        </span>
      ) : null}
      <BannerView banner={props.banner} labels={labels.banner} />
      <ReactionLayer ref={layer} />
      {props.connection === 'disconnected' ? (
        <p className={styles.notice} role="status" style={{ position: 'absolute', left: 12, right: 12, bottom: 12, zIndex: 4 }}>
          {text.reconnecting}
        </p>
      ) : null}
    </section>
  );
}
