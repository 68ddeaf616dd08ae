'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { ANNOUNCE_KEEP, commentsAfter, createChatAnnouncer, type ChatAnnouncement } from '@/lib/live/room/announcer';
import { fillTemplate } from '@/lib/market/add-notice';
import type { RoomComment } from '@/lib/schemas';

export interface AnnounceLabels {
  /** {name}, {message}. */
  one: string;
  /** {count}, {name}, {message}. */
  many: string;
  someone: string;
}

/**
 * The chat's spoken part: inside the chat's polite log, a visually hidden list of throttled
 * announcements (lib/live/room/announcer). The history on entry and the viewer's own comments are
 * not announced; a comment hidden later leaves the region too.
 */
export function ChatAnnouncer({ comments, selfId, labels }: { comments: readonly RoomComment[]; selfId: number | string | null; labels: AnnounceLabels }) {
  const [announcements, setAnnouncements] = useState<ChatAnnouncement[]>([]);
  const announcer = useMemo(() => createChatAnnouncer((a) => setAnnouncements((current) => [...current, a].slice(-ANNOUNCE_KEEP))), []);
  useEffect(() => () => announcer.dispose(), [announcer]);
  const seen = useRef<readonly RoomComment[] | null>(null);
  const self = selfId === null ? null : String(selfId);
  useEffect(() => {
    // The first render is the history: seen, not announced.
    if (seen.current !== null) announcer.push(commentsAfter(seen.current, comments).filter((c) => self === null || String(c.from.id) !== self));
    seen.current = comments;
  }, [comments, announcer, self]);

  const visible = useMemo(() => new Set(comments.map((c) => c.comment_id)), [comments]);
  return (
    <div className="visually-hidden" data-testid="chat-announcer">
      {announcements
        .filter((a) => visible.has(a.latest.commentId))
        .map((a) => {
          const name = a.latest.name.trim() || labels.someone;
          return <p key={a.id}>{a.count === 1 ? fillTemplate(labels.one, { name, message: a.latest.message }) : fillTemplate(labels.many, { count: a.count, name, message: a.latest.message })}</p>;
        })}
    </div>
  );
}
