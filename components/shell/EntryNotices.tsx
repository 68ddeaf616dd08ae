'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { loginDialogAtom, showToastAtom } from './atoms';
import type { EntryNoticeLabels } from './entry-notices-apply';

export type { EntryNoticeLabels };

/** Cheap test first: the rules load only when the address carries one of the flags. */
const MAYBE_FLAG = /(?:^|&)(?:login_status|verify_status|passwordReset|loginRequired)=/;

/** One-shot entry notices from the query (commerce §2 step 5); see entry-notices-apply. */
export function EntryNotices({ labels }: { labels: EntryNoticeLabels }) {
  return (
    <Suspense fallback={null}>
      <EntryNoticeEffects labels={labels} />
    </Suspense>
  );
}

function EntryNoticeEffects({ labels }: { labels: EntryNoticeLabels }) {
  const search = useSearchParams();
  const pathname = usePathname();
  const openLogin = useSetAtom(loginDialogAtom);
  const showToast = useSetAtom(showToastAtom);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const query = search.toString();
    const key = `${pathname}?${query}`;
    if (handled.current === key || !MAYBE_FLAG.test(query)) return;
    handled.current = key;
    void import('./entry-notices-apply').then(({ applyEntryNotices }) =>
      applyEntryNotices(pathname, new URLSearchParams(query), labels, {
        openLogin,
        showToast,
        replaceUrl: (url) => window.history.replaceState(null, '', `${url}${window.location.hash}`),
      }),
    );
  }, [pathname, search, openLogin, showToast, labels]);
  return null;
}
