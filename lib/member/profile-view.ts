import { oauthType } from '@/lib/identity/viewer';
import type { SocialProvider, User } from '@/lib/schemas';

/** What the profile page shows, from the member (pure; brand names are not translated). */

export const PROVIDER_NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', line: 'LINE' };

export const providerName = (name: string): string => PROVIDER_NAMES[name as SocialProvider] ?? name;

/** Issue 7: the oauth type is facebook if linked, else the first linked provider; null when none. */
export function socialSignIn(user: Pick<User, 'providers'>): string | null {
  const type = oauthType(user);
  return type ? providerName(type) : null;
}

/** Locale keys of the `member.localeNames` messages (profile ja, zh_TW; interface en). */
export function localeKey(locale: string | null | undefined): 'ja' | 'zh_TW' | 'en' | null {
  if (locale === 'ja' || locale === 'zh_TW' || locale === 'en') return locale;
  if (locale === 'zh-TW') return 'zh_TW';
  return null;
}
