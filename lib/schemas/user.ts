import { z } from 'zod';
import { dataOf, id, nullableString, successAnswer, urlString } from './common';
import { SocialProvider, UserStatus } from './enums';

/** A linked social account. */
export const UserProvider = z.object({
  name: SocialProvider,
  avatar_url: urlString.nullish(),
});
export type UserProvider = z.infer<typeof UserProvider>;

/** The signed-in buyer. Loose: the profile also carries utm fields and others the spec leaves open. */
export const User = z.looseObject({
  id,
  email: z.string(),
  first_name: nullableString.optional(),
  last_name: nullableString.optional(),
  name: nullableString.optional(),
  nickname: nullableString.optional(),
  avatar_url: urlString.nullish(),
  has_password: z.boolean(),
  phone_number: nullableString.optional(),
  phone_code: nullableString.optional(),
  slug: nullableString.optional(),
  status: UserStatus,
  providers: z.array(UserProvider),
  // Any app locale may be stored (en, ja, zh_TW); the profile form offers ja and zh_TW.
  locale: nullableString.optional(),
  current_store_id: id.nullish(),
});
export type User = z.infer<typeof User>;

/** A guest (nickname holder). The token is present where one is issued. */
export const Guest = z.object({
  id,
  name: nullableString,
  group_stream_name: nullableString.optional(),
  token: z.string().optional(),
});
export type Guest = z.infer<typeof Guest>;

/** POST /api/v2/auth/user/login */
export const LoginAnswer = z.object({ success: z.boolean(), kirari_token: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** POST /api/v2/guest/token and POST /api/v2/guest/refresh-token: the guest with its token. */
export const GuestTokenAnswer = dataOf(Guest.extend({ token: z.string() }));
export type GuestTokenAnswer = z.infer<typeof GuestTokenAnswer>;

/** PUT /api/v2/guest */
export const UpdateGuestAnswer = successAnswer;

/** GET /api/v1/liveweb/me: who is watching; either side may be null. */
export const LivewebMeAnswer = z.object({ user: User.nullable(), guest: Guest.nullable() });
export type LivewebMeAnswer = z.infer<typeof LivewebMeAnswer>;

/** PUT /api/v1/me: the updated profile. */
export const MeAnswer = dataOf(User);
export type MeAnswer = z.infer<typeof MeAnswer>;

/** PUT /api/v1/me/password */
export const ChangePasswordAnswer = successAnswer;
