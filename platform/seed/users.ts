import type { User } from '@/lib/schemas';
import { imagePath } from '../images';
import { DAY, HOUR } from './clock';

/** Members of the platform. Passwords are kept in clear: this is a local stand-in with demo accounts. */

export interface UserRecord {
  user: User;
  password: string | null;
}

export interface PassportRecord {
  token: string;
  userId: number;
  expiresAtMs: number;
}

export const DEMO_MEMBER_ID = 1001;
export const BLOCKED_MEMBER_ID = 1002;
export const SOCIAL_MEMBER_ID = 1003;
export const DEMO_EMAIL = 'buyer@example.com';
export const DEMO_PASSWORD = 'kirari-demo';

/** Passport tokens (sign-in handed over from another app): one valid, one expired. */
export const DEMO_PASSPORT_TOKEN = 'passport-demo-valid';
export const EXPIRED_PASSPORT_TOKEN = 'passport-demo-expired';

const avatar = (seed: string, label: string) => imagePath('user', seed, label, 'm');

export function seedUsers(): UserRecord[] {
  return [
    {
      password: DEMO_PASSWORD,
      user: {
        id: DEMO_MEMBER_ID,
        email: DEMO_EMAIL,
        first_name: '花子',
        last_name: '山田',
        name: '山田 花子',
        nickname: 'はなこ',
        avatar_url: avatar('u1001', '花'),
        has_password: true,
        phone_number: '09012345678',
        phone_code: '+81',
        slug: 'hanako',
        status: 'verified',
        providers: [{ name: 'line', avatar_url: avatar('u1001-line', 'L') }],
        locale: 'ja',
        current_store_id: 1,
      },
    },
    {
      // On the demo store's blacklist: may browse, may not comment or buy.
      password: DEMO_PASSWORD,
      user: {
        id: BLOCKED_MEMBER_ID,
        email: 'blocked@example.com',
        first_name: '太郎',
        last_name: '佐藤',
        name: '佐藤 太郎',
        nickname: 'たろう',
        avatar_url: avatar('u1002', '太'),
        has_password: true,
        phone_number: '08011112222',
        phone_code: '+81',
        slug: 'taro',
        status: 'verified',
        providers: [],
        locale: 'ja',
        current_store_id: 1,
      },
    },
    {
      // Signed up through a social provider: no password yet, e-mail still verifying.
      password: null,
      user: {
        id: SOCIAL_MEMBER_ID,
        email: 'social-buyer@example.com',
        first_name: 'Mei',
        last_name: 'Lin',
        name: 'Mei Lin',
        nickname: 'mei',
        avatar_url: avatar('u1003', 'M'),
        has_password: false,
        phone_number: null,
        phone_code: null,
        slug: 'mei',
        status: 'verifying',
        providers: [
          { name: 'facebook', avatar_url: avatar('u1003-fb', 'F') },
          { name: 'line', avatar_url: avatar('u1003-line', 'L') },
        ],
        locale: 'zh_TW',
        current_store_id: 2,
      },
    },
  ];
}

export function seedPassports(now: number): PassportRecord[] {
  return [
    { token: DEMO_PASSPORT_TOKEN, userId: DEMO_MEMBER_ID, expiresAtMs: now + 30 * DAY },
    { token: EXPIRED_PASSPORT_TOKEN, userId: DEMO_MEMBER_ID, expiresAtMs: now - HOUR },
  ];
}
