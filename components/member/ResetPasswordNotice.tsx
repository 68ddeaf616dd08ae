'use client';

import { usePathname } from 'next/navigation';
import { EntryNotices, type EntryNoticeLabels } from '@/components/shell/EntryNotices';
import { Toaster } from '@/components/ui/Toaster';

/**
 * The entry notices (passwordReset=success after a reset without a store, verify_status) on the
 * home page, which has no shell of its own. Store and user layouts host their own, so this renders
 * nothing anywhere else (two toast hosts would show every toast twice).
 */
export function ResetPasswordNotice({ labels, dismissLabel }: { labels: EntryNoticeLabels; dismissLabel: string }) {
  const pathname = usePathname();
  if (pathname !== '/') return null;
  return (
    <>
      <Toaster dismissLabel={dismissLabel} />
      <EntryNotices labels={labels} />
    </>
  );
}
