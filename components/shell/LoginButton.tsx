'use client';

import { usePathname } from 'next/navigation';
import { useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { loginDialogAtom } from './atoms';
import { preloadLoginDialog } from './LoginDialogHost';
import styles from './shell.module.css';

/** A plain left click opens the dialog; a modified click (new tab) follows the link to the login page. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The header's login button: the dialog, or the login page (its own link, or a modified click). */
export function LoginButton({ slug, label }: { slug: string; label: string }) {
  const pathname = usePathname();
  const openLogin = useSetAtom(loginDialogAtom);
  const loginPath = `/${encodeURIComponent(slug)}/login`;
  return (
    <a
      href={loginPath}
      className={`button ${styles.login}`}
      onPointerEnter={preloadLoginDialog}
      onFocus={preloadLoginDialog}
      onClick={(event) => {
        if (pathname === loginPath || !plainClick(event)) return;
        event.preventDefault();
        openLogin({ open: true });
      }}
    >
      {label}
    </a>
  );
}
