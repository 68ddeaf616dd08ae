import { clipAt, replayableClips } from '@/lib/live/replay-nav';
import type { Archive } from '@/lib/schemas';
import type { EmbedView, ViewerIdentity } from './outbound';

/** Who watches, as a host may know it: kind, id and nickname; never a token. */
export function viewerIdentityOf(user: { id: number; name: string; nickname?: string | null } | null, guest: { id: number; name: string | null; groupStreamName?: string | null } | null): ViewerIdentity {
  if (user) return { kind: 'member', id: String(user.id), nickname: user.nickname || user.name };
  if (guest) return { kind: 'guest', id: String(guest.id), nickname: guest.groupStreamName || guest.name || null };
  return { kind: 'ghost', id: null, nickname: null };
}

const NO_CLIP: EmbedView['clip'] = { clipId: null, title: null, start: null, end: null };

/** The replay clip at the playhead (no clip on a live, or between clips). */
export function clipViewOf(post: { archive: Archive | null; replayable_clip_ids?: readonly (string | number)[] | null }, isReplay: boolean, position: number): EmbedView['clip'] {
  if (!isReplay) return NO_CLIP;
  const clip = clipAt(replayableClips(post.archive, post.replayable_clip_ids), position);
  return clip ? { clipId: String(clip.id), title: clip.title, start: clip.started_time, end: clip.ended_time } : NO_CLIP;
}
