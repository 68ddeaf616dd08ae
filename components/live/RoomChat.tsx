'use client';

import { useMemo, type ReactNode } from 'react';
import { formatNumber } from '@/lib/format/number';
import { fillTemplate } from '@/lib/market/add-notice';
import type { PinnedMessage, RoomComment } from '@/lib/schemas';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
// Not a lazy chunk (it is a few hundred bytes): pins known on entry render with the chat, so the
// comment log below them never moves when a chunk arrives later (CLS).
import PinnedMessages from './PinnedMessages';
import type { PanelText } from './panel-text';
import { ReactionBar, type ReactionButton } from './Reactions';
import type { ReactionIcon } from './room-actions';
import type { RoomLabels } from './room-labels';
import type { RoomText } from './room-text';
import styles from './room.module.css';

export interface RoomChatProps {
  comments: readonly RoomComment[];
  /** The chat is shown (a replay shows it only with replay_comment on). */
  shown: boolean;
  /** Active pins (unpinned ones left out). */
  pins: readonly PinnedMessage[];
  summary: { like: number | null; comment: number | null };
  selfId: number | null;
  officialColor: string | null;
  reactionButtons: ReactionButton[];
  onReact: (icon: ReactionIcon) => void;
  /** The composer; null on a replay. */
  composer: { disabledReason: string | null; notice: string | null; maxLength: number; onSend: (message: string) => boolean; restore: { text: string } | null } | null;
  text: RoomText;
  panelText: PanelText;
  labels: RoomLabels;
  /** Extra panels of the chat column (above the pins). */
  children?: ReactNode;
}

const count = (value: number | null) => (value === null ? null : (formatNumber(value, 0) ?? null));

/** The chat column: pins above the log, the comment count by the title, reactions, the composer. */
export function RoomChat(props: RoomChatProps) {
  const { text, panelText, labels } = props;
  const comments = count(props.summary.comment);
  const hearts = count(props.summary.like);
  // Stable, so the memoised list re-renders for comments only.
  const announce = useMemo(() => ({ one: panelText.chatAnnounceOne, many: panelText.chatAnnounceMany, someone: text.someone }), [panelText, text]);
  return (
    <aside className={styles.chat} aria-labelledby="room-chat">
      <h2 id="room-chat" className={styles.chatTitle}>
        {text.comments}
        {comments !== null ? (
          <span className={styles.chatCount} data-testid="comment-count">
            {fillTemplate(panelText.commentCount, { count: comments })}
          </span>
        ) : null}
      </h2>
      {props.children}
      {props.pins.length > 0 ? <PinnedMessages pins={props.pins} label={panelText.pinned} iconLabel={text.iconPinned} /> : null}
      {props.shown ? (
        <CommentList
          comments={props.comments}
          labels={labels.comments}
          officialColor={props.officialColor}
          selfId={props.selfId}
          announce={announce}
        />
      ) : (
        <p className={styles.composerNote}>{text.commentsClosed}</p>
      )}
      <ReactionBar
        buttons={props.reactionButtons}
        label={text.react}
        onReact={props.onReact}
        totals={hearts !== null ? { heart: { shown: hearts, label: fillTemplate(panelText.heartTotal, { count: hearts }) } } : undefined}
      />
      {props.composer ? (
        <CommentComposer
          labels={labels.composer}
          disabledReason={props.composer.disabledReason}
          notice={props.composer.notice}
          maxLength={props.composer.maxLength}
          onSend={props.composer.onSend}
          restore={props.composer.restore}
        />
      ) : null}
    </aside>
  );
}
