import { getTranslations } from 'next-intl/server';
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
import { RememberVisit } from './RememberVisit';
import { RuntimeSettings } from './RuntimeSettings';
import { StoreFooter } from './StoreFooter';
import { StoreHeader } from './StoreHeader';
import { STORE_STRINGS_ID, type StoreStrings } from './store-strings';
import styles from './shell.module.css';

/**
 * The store layout's frame: header, page, footer, and the client hosts (toasts, login and
 * nickname dialogs, entry notices). Client pieces get their strings as props; dialogs load lazily.
 * Nothing here reads the request: the frame is one cached copy per store, locale and audience.
 * `personal` (the visitor has a token: lib/guards/audience): the header reads who they are in the
 * browser and starts the client session then (PersonalHeader); otherwise it starts at once.
 */
export async function StoreShell({ store, personal, children }: { store: Store; personal: boolean; children: React.ReactNode }) {
  const [shell, toast, auth, nickname] = await Promise.all([getTranslations('shell'), getTranslations('toast'), authLabels(), nicknameLabels()]);
  const storeStrings: StoreStrings = { backToStore: shell('backToStore') };
  return (
    <div className={styles.shell}>
      <RuntimeSettings />
      {personal ? null : <ClientBootstrap unauthorizedMessage={toast('unauthorized')} guestExpiresAt={null} />}
      {/* An embedded room (lib/live/embed/mode) has no store header or footer: the host site has its own. */}
      <div className={styles.chrome}>
        <StoreHeader store={store} personal={personal} />
      </div>
      {/* No boundary here: a page's 404 must still set the status (pages may read the request: the store layout allows blocking renders). */}
      <div className={styles.content}>{children}</div>
      <div className={styles.chrome}>
        <StoreFooter store={store} />
      </div>
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
