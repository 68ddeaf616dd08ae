/** A cookie scripts may read (the remembered target path); token cookies are HttpOnly and never show here. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((item) => item.startsWith(prefix));
  if (!part) return null;
  try {
    return decodeURIComponent(part.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}
