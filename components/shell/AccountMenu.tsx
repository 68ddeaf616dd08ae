'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { showToastAtom } from './atoms';
import { loadSessionRuntime } from './ClientBootstrap';
import { LoginButton } from './LoginButton';
import styles from './shell.module.css';

export interface HeaderUser {
  name: string;
  avatarSrc: string;
}

export interface AccountLabels {
  login: string;
  accountMenu: string;
  logout: string;
  loggedOut: string;
}

/**
 * The member's menu (name, the links the server renders in `links`, logout) or the login button.
 * Links come from the server so this client chunk carries no next/link of its own.
 */
export function AccountMenu({ slug, user, labels, links }: { slug: string; user: HeaderUser | null; labels: AccountLabels; links?: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const showToast = useSetAtom(showToastAtom);
  const [open, setOpen] = useState(false);
  // The server still renders the old user until the refresh lands; hide it at once.
  const [signedOut, setSignedOut] = useState<HeaderUser | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const shown = user && user !== signedOut ? user : null;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!shown) return <LoginButton slug={slug} label={labels.login} />;

  const logout = async () => {
    const next = await (await loadSessionRuntime()).logout(pathname);
    setSignedOut(shown);
    setOpen(false);
    showToast({ type: 'info', message: labels.loggedOut });
    // A full load for a members' page (router.push would keep the signed-in layout); elsewhere the
    // route renders again as its public copy.
    if (next) window.location.assign(next);
    else router.refresh();
  };

  return (
    <div className={styles.account} ref={root}>
      <button type="button" className={styles.accountButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px avatar from the platform's host; next/image would add its loader to every page */}
        <img src={shown.avatarSrc} alt="" width={32} height={32} className={styles.accountAvatar} />
        <span className={styles.accountName}>{shown.name}</span>
      </button>
      {/* A chosen link closes the menu (the click bubbles up from the server-rendered links). */}
      <nav
        id={menuId}
        aria-label={labels.accountMenu}
        className={styles.accountPanel}
        hidden={!open}
        onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
      >
        <ul>
          {links}
          <li>
            <button type="button" onClick={() => void logout()}>
              {labels.logout}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
