/** The platform refuses guest names over 30 characters; the form says so before sending. */
export const NICKNAME_MAX = 30;

export type NicknameProblem = 'required' | 'tooLong';

/** Counted in code points, as the platform counts them (an emoji is one character). */
export function nicknameProblem(value: string): NicknameProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  return Array.from(name).length > NICKNAME_MAX ? 'tooLong' : null;
}
