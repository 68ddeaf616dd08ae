import { NextResponse, type NextRequest } from 'next/server';
import { localeFromQuery } from '@/lib/guards/locale';
import { LOCALE_COOKIE, LOCALE_HEADER } from '@/lib/i18n/locales';

/** Route guards of commerce §2, in spec order; each guard is a pure function in lib/guards. */
export function middleware(request: NextRequest) {
  const locale = localeFromQuery(request.nextUrl.searchParams);
  if (!locale) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  const response = NextResponse.next({ request: { headers } });
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 });
  return response;
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|svg|jpg|webp|ico|css|js)$).*)'],
};
