import { trimmedText } from '@/lib/format/field';

/**
 * /{store}/member/email: a new address (sent as the `email` field of the partial profile update,
 * commerce §5). The platform then marks the account verifying and sends a verification link.
 */

export type NewEmailProblem = 'required' | 'invalid' | 'same';

/** The shape zod's email check accepts for ordinary addresses; the platform has the final word. */
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@[A-Za-z0-9][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function validateNewEmail(value: string, current: string): NewEmailProblem | null {
  const email = value.trim();
  if (!email) return 'required';
  if (!EMAIL.test(email)) return 'invalid';
  // current comes from the profile answer: possibly not a string.
  if (email.toLowerCase() === trimmedText(current).toLowerCase()) return 'same';
  return null;
}
