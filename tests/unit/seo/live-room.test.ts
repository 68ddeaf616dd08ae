import { describe, expect, it } from '@jest/globals';
import { roomDescription, roomJsonLd } from '@/lib/seo/live-room';

const input = {
  title: 'Matcha live',
  description: 'Tea',
  url: 'https://shop.example/demo/live/1',
  image: 'https://img/1.svg',
  createdAt: '2026-11-21T10:00:00Z',
  startedAt: '2026-11-21T11:00:00Z',
  upcomingAt: '2026-11-22T11:00:00Z',
  replayExpiresAt: '2026-12-01T00:00:00Z',
  storeName: 'Kirari',
};

describe('roomJsonLd', () => {
  it('describes a live as a VideoObject with a live BroadcastEvent', () => {
    expect(roomJsonLd(input, 'live')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Matcha live',
      description: 'Tea',
      url: input.url,
      uploadDate: input.createdAt,
      thumbnailUrl: [input.image],
      author: { '@type': 'Organization', name: 'Kirari' },
      publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: input.startedAt },
    });
  });

  it('starts an upcoming live at upcoming_at, others when they started (else upcoming_at)', () => {
    expect(roomJsonLd(input, 'upcoming').publication.startDate).toBe(input.upcomingAt);
    expect(roomJsonLd({ ...input, upcomingAt: null }, 'upcoming').publication.startDate).toBeUndefined();
    expect(roomJsonLd(input, 'ended').publication.startDate).toBe(input.startedAt);
    expect(roomJsonLd({ ...input, startedAt: null }, 'ended').publication.startDate).toBe(input.upcomingAt);
  });

  it('lets only a replay expire, with its replay', () => {
    expect(roomJsonLd(input, 'replay').expires).toBe(input.replayExpiresAt);
    expect(roomJsonLd({ ...input, replayExpiresAt: null }, 'replay').expires).toBeUndefined();
    expect(roomJsonLd(input, 'live').expires).toBeUndefined();
    expect(roomJsonLd(input, 'ended').expires).toBeUndefined();
  });

  it('dates the upload at creation, else the start, and leaves out what is missing', () => {
    expect(roomJsonLd({ ...input, createdAt: null }, 'live').uploadDate).toBe(input.startedAt);
    const bare = roomJsonLd({ ...input, image: null, createdAt: null, startedAt: null, upcomingAt: null }, 'live');
    expect(bare.thumbnailUrl).toBeUndefined();
    expect(bare.uploadDate).toBeUndefined();
    expect(bare.publication).toEqual({ '@type': 'BroadcastEvent', isLiveBroadcast: true });
  });
});

describe('roomDescription', () => {
  it('uses the text with its whitespace collapsed, else the upcoming title, else the fallback', () => {
    expect(roomDescription('  a \n b ', null, 'f')).toBe('a b');
    expect(roomDescription('', ' Tomorrow ', 'f')).toBe('Tomorrow');
    expect(roomDescription(' \n ', null, 'f')).toBe('f');
    expect(roomDescription(null, null, 'f')).toBe('f');
    expect(roomDescription(undefined, '', 'f')).toBe('f');
  });
  it('shortens to 160 characters with an ellipsis', () => {
    expect(roomDescription('x'.repeat(160), null, 'f')).toBe('x'.repeat(160));
    expect(roomDescription('x'.repeat(161), null, 'f')).toBe(`${'x'.repeat(159)}…`);
    expect(roomDescription('x'.repeat(300), null, 'f')).toHaveLength(160);
  });
});
