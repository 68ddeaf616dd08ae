import { getTranslations } from 'next-intl/server';
import { LIVE_STRINGS_ID, type LiveErrorStrings } from '@/components/live/live-strings';
import { BUILD_SAMPLE_ID } from '@/lib/cache/build-samples';
import { serializeForScript } from '@/lib/i18n/shell-strings';

/** Each post's room is cached on its own (lib/cache/build-samples). */
export function generateStaticParams() {
  return [{ id: BUILD_SAMPLE_ID }];
}

/** The room's segment: carries the strings its error boundary shows. */
export default async function LiveRoomLayout({ children }: { children: React.ReactNode }) {
  const [t, common] = await Promise.all([getTranslations('live'), getTranslations('common')]);
  const strings: LiveErrorStrings = { errorTitle: t('errorTitle'), errorBody: t('errorBody'), retry: common('retry'), backToStore: t('backToStore') };
  return (
    <>
      {children}
      <script id={LIVE_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(strings) }} />
    </>
  );
}
