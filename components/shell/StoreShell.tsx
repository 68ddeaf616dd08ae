import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { analyticsConfig } from '@/lib/analytics/config';
import { FacebookPixel } from './FacebookPixel';
import { authLabels, nicknameLabels } from '@/components/identity/labels';
import { Toaster } from '@/components/ui/Toaster';
import { serializeForScript } from '@/lib/i18n/shell-strings';
import { tokenExpiresAt } from '@/lib/identity/session-refresh';
import type { Store } from '@/lib/schemas';
import { ClientBootstrap } from './ClientBootstrap';
import { EntryNotices } from './EntryNotices';
import { LoginDialogHost } from './LoginDialogHost';
import { NicknameDialogHost } from './NicknameDialogHost';
import { StoreFooter } from './StoreFooter';
import { StoreHeader } from './StoreHeader';
import { STORE_STRINGS_ID, type StoreStrings } from './store-strings';
import styles from './shell.module.css';

/** When a lone guest's token runs out (the client renews it ahead); never the token itself. */
async function guestExpiry(): Promise<number | null> {
  const jar = await cookies();
  if (jar.get(MEMBER_TOKEN_COOKIE)?.value) return null;
  return tokenExpiresAt(jar.get(GUEST_TOKEN_COOKIE)?.value);
}

/**
 * The store layout's frame: header, page, footer, and the client hosts (toasts, login and
 * nickname dialogs, entry notices). Client pieces get their strings as props; dialogs load lazily.
 * `anonymous`: the cached copy for visitors without tokens (app/(anonymous)), which must not read
 * the request; it renders what the dynamic frame renders for such a visitor.
 */
export async function StoreShell({ store, children, anonymous = false }: { store: Store; children: React.ReactNode; anonymous?: boolean }) {
  const [shell, toast, auth, nickname] = await Promise.all([getTranslations('shell'), getTranslations('toast'), authLabels(), nicknameLabels()]);
  const storeStrings: StoreStrings = { backToStore: shell('backToStore') };
  const guestExpiresAt = anonymous ? null : await guestExpiry();
  return (
    <div className={styles.shell}>
      <ClientBootstrap unauthorizedMessage={toast('unauthorized')} guestExpiresAt={guestExpiresAt} />
      <StoreHeader store={store} anonymous={anonymous} />
      <div className={styles.content}>{children}</div>
      <StoreFooter store={store} />
      <Toaster dismissLabel={toast('dismiss')} />
      <LoginDialogHost slug={store.slug} labels={auth} />
      <NicknameDialogHost labels={nickname} />
      <FacebookPixel pixelId={store.facebook_pixel_id} scriptUrl={analyticsConfig().pixelScriptUrl} />
      <EntryNotices labels={{ verifySuccess: toast('verify_success_login'), verifyFailed: toast('verifyFailed'), passwordChanged: toast('passwordChanged') }} />
      <script id={STORE_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(storeStrings) }} />
    </div>
  );
}
