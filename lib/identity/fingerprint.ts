/**
 * A session's fingerprint: SHA-256 (hex) of its token. Shown to the browser and compared in the
 * room's duplicate-watch kick instead of the bearer token itself, which scripts must never see.
 */
export async function tokenFingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
