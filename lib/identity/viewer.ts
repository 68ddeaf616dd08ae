import { listOf, recordOf } from '@/lib/format/field';
import type { Guest, SocialProvider, User, ViewerIdentity } from '@/lib/schemas';

/** Viewer kinds of live-room §1/§6 and the naming rules that depend on them. */

export type ViewerKind = 'member' | 'guest' | 'ghost';

export interface IdentityState {
  memberToken?: string | null;
  user?: Pick<User, 'id'> | null;
  guestToken?: string | null;
  guest?: Pick<Guest, 'id' | 'name' | 'group_stream_name'> | null;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** member: token and profile; guest: token and a nickname; ghost: neither. */
export function viewerKind(state: IdentityState): ViewerKind {
  if (filled(state.memberToken) && state.user) return 'member';
  if (filled(state.guestToken) && state.guest && (filled(state.guest.name) || filled(state.guest.group_stream_name))) return 'guest';
  return 'ghost';
}

/** The `user` field of interaction payloads: ghosts carry no id. */
export function viewerIdentity(state: IdentityState): ViewerIdentity {
  const kind = viewerKind(state);
  if (kind === 'member' && state.user) return { type: 'user', id: state.user.id };
  if (kind === 'guest' && state.guest) return { type: 'guest', id: state.guest.id };
  return { type: 'ghost' };
}

/** Facebook if linked, else the first linked provider, else null. */
export function oauthType(user: Pick<User, 'providers'> | null | undefined): SocialProvider | null {
  const names = listOf(user?.providers).map((provider) => recordOf(provider)?.name);
  if (names.includes('facebook')) return 'facebook';
  // A name the enum does not list is shown as sent (providerName); one that is not text is none.
  return typeof names[0] === 'string' ? (names[0] as SocialProvider) : null;
}

export interface SenderNameParts {
  groupStreamName?: string | null;
  username?: string | null;
  guestName?: string | null;
}

/** Live-room §5: group-stream nickname, else username, else guest name, else empty. */
export function senderName({ groupStreamName, username, guestName }: SenderNameParts): string {
  return [groupStreamName, username, guestName].find(filled)?.trim() ?? '';
}
