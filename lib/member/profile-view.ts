import { listOf, recordOf, textOrNull, trimmedText } from '@/lib/format/field';
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

export interface ProfileSummaryView {
  /** Family then given name; '' when neither is text. */
  fullName: string;
  nickname: string | null;
  email: string;
  phone: string | null;
  verified: boolean;
  locale: 'ja' | 'zh_TW' | 'en' | null;
  signIn: string | null;
  providers: { key: string; name: string; avatarUrl: string | null }[];
}

/**
 * The texts of the profile card. A mismatched answer is used unchanged (commerce §5), so a field
 * that is not text (a number, or an object where null was sent) is shown as not set.
 */
export function profileSummaryOf(user: Pick<User, 'first_name' | 'last_name' | 'nickname' | 'email' | 'phone_number' | 'status' | 'locale' | 'providers'>): ProfileSummaryView {
  const providers = listOf(user.providers).flatMap((provider, index) => {
    const name = trimmedText(recordOf(provider)?.name);
    return name ? [{ key: `${name}-${index}`, name: providerName(name), avatarUrl: textOrNull(recordOf(provider)?.avatar_url) }] : [];
  });
  return {
    fullName: [trimmedText(user.last_name), trimmedText(user.first_name)].filter(Boolean).join(' '),
    nickname: textOrNull(user.nickname),
    email: trimmedText(user.email),
    phone: textOrNull(user.phone_number),
    verified: user.status === 'verified',
    locale: localeKey(typeof user.locale === 'string' ? user.locale : null),
    signIn: socialSignIn(user),
    providers,
  };
}
