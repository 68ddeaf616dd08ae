/**
 * Strings of the room's panels (polls, pinned messages, counts, chat announcements): raw templates
 * of the `livePanels` messages, translated on the server like RoomText.
 */
export const PANEL_TEXT_KEYS = [
  'pinned',
  'commentCount',
  'heartTotal',
  'poll',
  'pollVotes',
  'pollTotal',
  'pollMine',
  'pollEnded',
  'pollVoted',
  'pollFailed',
  'pollAlready',
  'pollClosed',
  'chatAnnounceOne',
  'chatAnnounceMany',
] as const;

export type PanelTextKey = (typeof PANEL_TEXT_KEYS)[number];
export type PanelText = Record<PanelTextKey, string>;
