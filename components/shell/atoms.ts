'use client';

import { atom } from 'jotai';

/**
 * Client state shared across the shell, in jotai's default store (no Provider needed).
 * Components set these atoms; the shell's hosts (Toaster, LoginDialogHost) render them.
 */

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  /** Already translated text. */
  message: string;
  /** Milliseconds; the spec's default is 3000 (commerce §9). */
  durationMs: number;
}

export const toastsAtom = atom<Toast[]>([]);

let nextToastId = 1;
/** Write-only: `const show = useSetAtom(showToastAtom); show({ type: 'error', message })`. */
export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }) => {
  set(toastsAtom, [...get(toastsAtom), { durationMs: 3000, ...toast, id: nextToastId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((toast) => toast.id !== id));
});

/** Why the login dialog opened: shown as its lead text. */
export type LoginReason = 'loginRequired' | 'loginFailed' | 'verifying' | 'action';
export const loginDialogAtom = atom<{ open: boolean; reason?: LoginReason }>({ open: false });

/** The guest nickname dialog (live room and guest features). */
export const nicknameDialogAtom = atom(false);

/** The signed-in buyer as the client knows it; null while unknown or for a ghost. */
export interface SessionUser {
  id: number;
  name: string;
  nickname?: string | null;
  avatarUrl?: string | null;
}
export const sessionUserAtom = atom<SessionUser | null>(null);

/** Cart badge count (commerce §9: shown up to 99). Set after any cart change. */
export const cartCountAtom = atom<number | null>(null);

/**
 * A request to read the cart count again, for a cart change whose answer carried no count (a cart
 * message in the live room, an add whose count read failed). The badge's refresher (members only)
 * answers it; a new object per request, so two badges on one page read once.
 */
export const cartCountRequestAtom = atom<object | null>(null);
/** Write-only: `const refresh = useSetAtom(refreshCartCountAtom); refresh()`. */
export const refreshCartCountAtom = atom(null, (_get, set) => set(cartCountRequestAtom, {}));

/**
 * A request to read the visitor's session again (a profile or email change, which the cached
 * page cannot show by itself): the header's session reader (PersonalHeader) answers it.
 */
export const sessionRequestAtom = atom<object | null>(null);
/** Write-only: `const refresh = useSetAtom(refreshSessionAtom); refresh()`. */
export const refreshSessionAtom = atom(null, (_get, set) => set(sessionRequestAtom, {}));

/** The guest (nickname holder) as the client knows it; null for members and ghosts. */
export interface SessionGuest {
  id: number;
  name: string | null;
  /** The group-stream nickname: the sender name before any other (live-room §5). */
  groupStreamName?: string | null;
}
export const sessionGuestAtom = atom<SessionGuest | null>(null);
