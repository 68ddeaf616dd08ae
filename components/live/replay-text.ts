/** The shoppable replay's and the recording page's client strings: the `liveReplay` messages. */
export const REPLAY_TEXT_KEYS = ['promotedIn', 'watch', 'playingNow', 'unavailableLive', 'unavailableUpcoming', 'unavailableEnded', 'goToRoom'] as const;

export type ReplayText = Record<(typeof REPLAY_TEXT_KEYS)[number], string>;
