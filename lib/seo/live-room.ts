import { trimmedText } from '@/lib/format/field';
import type { RoomMode } from '@/lib/live/room-mode';

/**
 * schema.org data of a room: a VideoObject whose publication is a live BroadcastEvent (the form
 * search engines read for live streams), for live, upcoming and replay posts alike.
 */

export interface RoomSeoInput {
  title: string;
  description: string;
  url: string;
  image: string | null;
  createdAt: string | null;
  startedAt: string | null;
  upcomingAt: string | null;
  replayExpiresAt: string | null;
  storeName: string;
}

export interface RoomJsonLd {
  '@context': 'https://schema.org';
  '@type': 'VideoObject';
  name: string;
  description: string;
  url: string;
  uploadDate?: string;
  thumbnailUrl?: string[];
  expires?: string;
  author: { '@type': 'Organization'; name: string };
  publication: BroadcastEvent;
}

export interface BroadcastEvent {
  '@type': 'BroadcastEvent';
  isLiveBroadcast: true;
  startDate?: string;
  endDate?: string;
}

/** The live publication of a video (its start when known). */
export function broadcastEvent(start: string | null | undefined): BroadcastEvent {
  return { '@type': 'BroadcastEvent', isLiveBroadcast: true, ...(start ? { startDate: start } : {}) };
}

export function roomJsonLd(input: RoomSeoInput, mode: RoomMode): RoomJsonLd {
  const start = mode === 'upcoming' ? (input.upcomingAt ?? undefined) : (input.startedAt ?? input.upcomingAt ?? undefined);
  const uploadDate = input.createdAt ?? input.startedAt ?? undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.title,
    description: input.description,
    url: input.url,
    ...(uploadDate ? { uploadDate } : {}),
    ...(input.image ? { thumbnailUrl: [input.image] } : {}),
    ...(mode === 'replay' && input.replayExpiresAt ? { expires: input.replayExpiresAt } : {}),
    author: { '@type': 'Organization', name: input.storeName },
    publication: broadcastEvent(start),
  };
}

/** A short plain description: the post's text, else the upcoming title, else the fallback. */
export function roomDescription(content: string | null | undefined, upcomingTitle: string | null | undefined, fallback: string): string {
  // Either may be another type after a mismatch (commerce §5): then it is treated as absent.
  const text = trimmedText(content).replace(/\s+/g, ' ') || trimmedText(upcomingTitle);
  if (!text) return fallback;
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
