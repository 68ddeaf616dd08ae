import { atom } from 'jotai';

/**
 * Bumped by the room when a cart message for the current user arrives (the refetch-cart effect):
 * an open cart sheet refetches on each change.
 */
export const roomCartSignalAtom = atom(0);
export const bumpRoomCartAtom = atom(null, (get, set) => set(roomCartSignalAtom, get(roomCartSignalAtom) + 1));
