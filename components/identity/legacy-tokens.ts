import { LEGACY_STORAGE_KEYS, planMigration } from '@/lib/identity/token-migration';

/**
 * Tokens an older version mirrored in local storage: sent once to the server, which checks them
 * and sets the HttpOnly cookies, then deleted from storage (issue 11 item 3).
 */

/** Private mode and sandboxed frames may refuse storage. */
export function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function forget(storage: Storage): void {
  try {
    storage.removeItem(LEGACY_STORAGE_KEYS.member);
    storage.removeItem(LEGACY_STORAGE_KEYS.guest);
  } catch {
    // Nothing more to do: the values stay unread by this version.
  }
}

type Migrate = (tokens: { memberToken: string | null; guestToken: string | null }) => Promise<{ migrated: boolean }>;

/**
 * true when a cookie was set (the page must load again to render signed in). A failed call keeps
 * the values for the next start; any answer, accepted or not, deletes them.
 */
export async function migrateLegacyTokens(migrate: Migrate, storage: Storage | null = safeStorage()): Promise<boolean> {
  if (!storage) return false;
  const plan = planMigration({ member: read(storage, LEGACY_STORAGE_KEYS.member), guest: read(storage, LEGACY_STORAGE_KEYS.guest) });
  if (plan.action === 'none') return false;
  if (plan.action === 'delete') {
    forget(storage);
    return false;
  }
  const answer = await migrate(plan.tokens).catch(() => null);
  if (!answer) return false;
  forget(storage);
  return answer.migrated;
}
