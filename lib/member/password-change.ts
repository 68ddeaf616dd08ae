import type { PasswordChangePayload } from '@/lib/schemas';

/**
 * /{store}/member/change-password (commerce §5): new_password required, old_password optional;
 * the old password is asked for only when the member has one (`has_password`), since members who
 * signed up through a social provider have none yet. The new one is typed twice (our design).
 */

/** Same least length as the platform and the reset page (lib/schemas PASSWORD_MIN_LENGTH). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export interface PasswordChangeDraft {
  old_password: string;
  new_password: string;
  confirmation: string;
}

export type PasswordChangeErrors = Partial<{
  old_password: 'required';
  new_password: 'required' | 'tooShort' | 'sameAsOld';
  confirmation: 'required' | 'mismatch';
}>;

/** The `member.password.*` message of each problem. */
export type PasswordMessageKey = 'oldRequired' | 'newRequired' | 'tooShort' | 'sameAsOld' | 'confirmationRequired' | 'mismatch';
export type PasswordField = keyof PasswordChangeErrors;

const MESSAGE_KEYS: Record<PasswordField, Partial<Record<string, PasswordMessageKey>>> = {
  old_password: { required: 'oldRequired' },
  new_password: { required: 'newRequired', tooShort: 'tooShort', sameAsOld: 'sameAsOld' },
  confirmation: { required: 'confirmationRequired', mismatch: 'mismatch' },
};

export function passwordMessageKeys(errors: PasswordChangeErrors): Partial<Record<PasswordField, PasswordMessageKey>> {
  const keys: Partial<Record<PasswordField, PasswordMessageKey>> = {};
  for (const [field, problem] of Object.entries(errors) as [PasswordField, string][]) {
    const key = MESSAGE_KEYS[field][problem];
    if (key) keys[field] = key;
  }
  return keys;
}

/** Passwords are checked as typed, never trimmed. */
export function validatePasswordChange(draft: PasswordChangeDraft, hasPassword: boolean): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (hasPassword && draft.old_password.length === 0) errors.old_password = 'required';
  if (draft.new_password.length === 0) errors.new_password = 'required';
  else if (draft.new_password.length < NEW_PASSWORD_MIN_LENGTH) errors.new_password = 'tooShort';
  else if (hasPassword && draft.new_password === draft.old_password) errors.new_password = 'sameAsOld';
  if (draft.confirmation.length === 0) errors.confirmation = 'required';
  else if (draft.new_password && draft.confirmation !== draft.new_password) errors.confirmation = 'mismatch';
  return errors;
}

/** The PUT /api/v1/me/password body: old_password only when the member has a password. */
export function toPasswordPayload(draft: PasswordChangeDraft, hasPassword: boolean): PasswordChangePayload {
  return hasPassword ? { new_password: draft.new_password, old_password: draft.old_password } : { new_password: draft.new_password };
}

export function asPasswordChangeDraft(value: unknown): PasswordChangeDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { old_password: old = '', new_password: next, confirmation } = value as Record<string, unknown>;
  if (typeof old !== 'string' || typeof next !== 'string' || typeof confirmation !== 'string') return null;
  return { old_password: old, new_password: next, confirmation };
}
