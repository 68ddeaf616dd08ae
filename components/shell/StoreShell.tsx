import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { analyticsConfig } from '@/lib/analytics/config';
import { FacebookPixel } from './FacebookPixel';
import { authLabels, nicknameLabels } from '@/components/identity/labels';
import { Toaster } from '@/components/ui/Toaster';
import { serializeForScript } from '@/lib/i18n/shell-strings';
import type { Store } from '@/lib/schemas';
import { ClientBootstrap } from './ClientBootstrap';
import { EntryNotices } from './EntryNotices';
import { LoginDialogHost } from './LoginDialogHost';
import { NicknameDialogHost } from './NicknameDialogHost';
import { StoreFooter } from './StoreFooter';
import { StoreHeader } from './StoreHeader';
import { STORE_STRINGS_ID, type StoreStrings } from './store-strings';
import styles from './shell.module.css';

/**
 * The store layout's frame: header, page, footer, and the client hosts (toasts, login and
 * nickname dialogs, entry notices). Client pieces get their strings as props; dialogs load lazily.
 */
export async function StoreShell({ store, children }: { store: Store; children: React.ReactNode }) {
  const [shell, toast, auth, nickname] = await Promise.all([getTranslations('shell'), getTranslations('toast'), authLabels(), nicknameLabels()]);
  const storeStrings: StoreStrings = { backToStore: shell('backToStore') };
  const jar = await cookies();
  const renderedWith = { member: Boolean(jar.get(MEMBER_TOKEN_COOKIE)?.value), guest: Boolean(jar.get(GUEST_TOKEN_COOKIE)?.value) };
  return (
    <div className={styles.shell}>
      <ClientBootstrap unauthorizedMessage={toast('unauthorized')} renderedWith={renderedWith} />
      <StoreHeader store={store} />
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
