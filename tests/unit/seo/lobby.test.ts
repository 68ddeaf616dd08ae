import { describe, expect, it } from '@jest/globals';
import { lobbyJsonLd, type LobbySeoInput } from '@/lib/seo/lobby';

const rows: LobbySeoInput['rows'] = [
  { id: 9001, title: 'Live', image_url: 'https://img/9001.png', kind: 'live', started_at: '2026-11-25T11:40:00Z', upcoming_at: null },
  { id: 9002, title: 'Soon', image_url: null, kind: 'upcoming', started_at: null, upcoming_at: '2026-11-26T11:00:00Z' },
  { id: 9003, title: 'Replay', image_url: 'https://img/9003.png', kind: 'replay', started_at: '2026-11-22T12:00:00.000Z', upcoming_at: '2026-11-22T11:00:00Z' },
  { id: 9010, title: 'Old', image_url: null, kind: 'ended', started_at: null, upcoming_at: null },
];
const input: LobbySeoInput = { name: 'Lobby | Kirari', url: 'https://shop.example/demo/live-lobby', rows, roomUrl: (id) => `https://shop.example/demo/live/${id}`, firstPosition: 1 };

describe('lobbyJsonLd', () => {
  it('is an ItemList of VideoObjects, each published as a live BroadcastEvent', () => {
    const data = lobbyJsonLd(input);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Lobby | Kirari', url: input.url, numberOfItems: 4 });
    expect(data.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'VideoObject',
        name: 'Live',
        url: 'https://shop.example/demo/live/9001',
        thumbnailUrl: ['https://img/9001.png'],
        uploadDate: '2026-11-25T11:40:00.000Z',
        publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: '2026-11-25T11:40:00.000Z' },
      },
    });
  });

  it('starts an upcoming live at its announced time, a replay when it started; no date when none is known', () => {
    const items = lobbyJsonLd(input).itemListElement.map((entry) => entry.item);
    expect(items[1]).toEqual({ '@type': 'VideoObject', name: 'Soon', url: 'https://shop.example/demo/live/9002', publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: '2026-11-26T11:00:00.000Z' } });
    expect(items[2].publication.startDate).toBe('2026-11-22T12:00:00.000Z');
    expect(items[3].publication).toEqual({ '@type': 'BroadcastEvent', isLiveBroadcast: true });
    expect(items[3]).not.toHaveProperty('thumbnailUrl');
  });

  it('numbers a later page’s rows after the earlier pages', () => {
    expect(lobbyJsonLd({ ...input, firstPosition: 11 }).itemListElement.map((entry) => entry.position)).toEqual([11, 12, 13, 14]);
    expect(lobbyJsonLd({ ...input, rows: [] })).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});
