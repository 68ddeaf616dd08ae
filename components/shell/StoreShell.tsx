import { Suspense } from 'react';
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
import { RememberVisit } from './RememberVisit';
import { RuntimeSettings } from './RuntimeSettings';
import { StoreFooter } from './StoreFooter';
import { StoreHeader } from './StoreHeader';
import { STORE_STRINGS_ID, type StoreStrings } from './store-strings';
import styles from './shell.module.css';

/** The client start-up with a lone guest's token expiry (the client renews it ahead); never the token itself. */
async function PersonalBootstrap({ unauthorizedMessage }: { unauthorizedMessage: string }) {
  const jar = await cookies();
  const guestExpiresAt = jar.get(MEMBER_TOKEN_COOKIE)?.value ? null : tokenExpiresAt(jar.get(GUEST_TOKEN_COOKIE)?.value);
  return <ClientBootstrap unauthorizedMessage={unauthorizedMessage} guestExpiresAt={guestExpiresAt} />;
}

/**
 * The store layout's frame: header, page, footer, and the client hosts (toasts, login and
 * nickname dialogs, entry notices). Client pieces get their strings as props; dialogs load lazily.
 * `personal`: the visitor has a token (lib/guards/audience), so the parts that are theirs render in
 * Suspense holes; otherwise nothing here reads the request and the whole frame is shared.
 */
export async function StoreShell({ store, personal, children }: { store: Store; personal: boolean; children: React.ReactNode }) {
  const [shell, toast, auth, nickname] = await Promise.all([getTranslations('shell'), getTranslations('toast'), authLabels(), nicknameLabels()]);
  const storeStrings: StoreStrings = { backToStore: shell('backToStore') };
  const bootstrap = <ClientBootstrap unauthorizedMessage={toast('unauthorized')} guestExpiresAt={null} />;
  return (
    <div className={styles.shell}>
      <RuntimeSettings />
      {personal ? (
        <Suspense fallback={null}>
          <PersonalBootstrap unauthorizedMessage={toast('unauthorized')} />
        </Suspense>
      ) : (
        bootstrap
      )}
      <StoreHeader store={store} personal={personal} />
      {/* No boundary here: a page's 404 must still set the status (pages may read the request: the store layout allows blocking renders). */}
      <div className={styles.content}>{children}</div>
      <StoreFooter store={store} />
      <Toaster dismissLabel={toast('dismiss')} />
      <LoginDialogHost slug={store.slug} labels={auth} />
      <NicknameDialogHost labels={nickname} />
      <FacebookPixel pixelId={store.facebook_pixel_id} scriptUrl={analyticsConfig().pixelScriptUrl} />
      <EntryNotices labels={{ verifySuccess: toast('verify_success_login'), verifyFailed: toast('verifyFailed'), passwordChanged: toast('passwordChanged') }} />
      <RememberVisit />
      <script id={STORE_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(storeStrings) }} />
    </div>
  );
}
