import { cookieValueIn } from '@/lib/identity/cookies';

/** A cookie scripts may read (the remembered target path); token cookies are HttpOnly and never show here. */
export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValueIn(document.cookie, name);
}
