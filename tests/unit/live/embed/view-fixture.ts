import type { EmbedView } from '@/lib/live/embed/outbound';

/** A room's view as the embed bridge sees it: a ghost in live 9001, before the stream (override as needed). */
export const embedView = (over: Partial<EmbedView> = {}): EmbedView => ({
  postId: 9001,
  mode: 'live',
  stage: 'waiting',
  kicked: false,
  promotingProductId: null,
  products: [],
  viewer: { kind: 'ghost', id: null, nickname: null },
  fingerprint: null,
  clip: { clipId: null, title: null, start: null, end: null },
  ...over,
});
