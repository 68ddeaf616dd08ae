import { isoOf } from '@/lib/live/room-mode';
import type { LobbyRow } from '@/lib/live/replay-list';
import { broadcastEvent, type BroadcastEvent } from './live-room';

/**
 * schema.org data of the live lobby: an ItemList of the page's posts, each a VideoObject whose
 * publication is a live BroadcastEvent (as the room writes it, lib/seo/live-room).
 */

export interface LobbyVideo {
  '@type': 'VideoObject';
  name: string;
  url: string;
  thumbnailUrl?: string[];
  uploadDate?: string;
  publication: BroadcastEvent;
}

export interface LobbyJsonLd {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  name: string;
  url: string;
  numberOfItems: number;
  itemListElement: { '@type': 'ListItem'; position: number; item: LobbyVideo }[];
}

export interface LobbySeoInput {
  name: string;
  /** Absolute URL of the lobby page. */
  url: string;
  rows: readonly Pick<LobbyRow, 'id' | 'title' | 'image_url' | 'kind' | 'started_at' | 'upcoming_at'>[];
  /** Absolute URL of a post's room. */
  roomUrl: (postId: number) => string;
  /** The list position of the page's first row (pages after the first continue the count). */
  firstPosition: number;
}

/** The broadcast's start: the announced time for an upcoming live, else when it started (or was announced for). */
function startOf(row: LobbySeoInput['rows'][number]): string | null {
  const started = isoOf(row.started_at);
  const announced = isoOf(row.upcoming_at);
  return row.kind === 'upcoming' ? announced : (started ?? announced);
}

export function lobbyJsonLd(input: LobbySeoInput): LobbyJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.name,
    url: input.url,
    numberOfItems: input.rows.length,
    itemListElement: input.rows.map((row, index) => {
      const uploadDate = isoOf(row.started_at);
      return {
        '@type': 'ListItem',
        position: input.firstPosition + index,
        item: {
          '@type': 'VideoObject',
          name: row.title,
          url: input.roomUrl(row.id),
          ...(row.image_url ? { thumbnailUrl: [row.image_url] } : {}),
          ...(uploadDate ? { uploadDate } : {}),
          publication: broadcastEvent(startOf(row)),
        },
      };
    }),
  };
}
