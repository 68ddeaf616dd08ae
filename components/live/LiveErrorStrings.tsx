import { getTranslations } from 'next-intl/server';
import { serializeForScript } from '@/lib/i18n/shell-strings';
import { LIVE_STRINGS_ID, type LiveErrorStrings as Strings } from './live-strings';

/** The strings of a live segment's error boundary (LiveRoomError), carried in the page: the boundary gets no props. */
export async function LiveErrorStrings() {
  const [t, common] = await Promise.all([getTranslations('live'), getTranslations('common')]);
  const strings: Strings = { errorTitle: t('errorTitle'), errorBody: t('errorBody'), retry: common('retry'), backToStore: t('backToStore') };
  return <script id={LIVE_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(strings) }} />;
}
