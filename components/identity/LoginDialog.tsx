'use client';

import { useRouter } from 'next/navigation';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { inCrossSiteFrame } from '@/components/live/embed/frame-context';
import { LoginForm } from '@/components/member/LoginForm';
import { sessionGuestAtom, sessionUserAtom, showToastAtom, type LoginReason, type SessionUser } from '@/components/shell/atoms';
import { Dialog } from '@/components/ui/Dialog';
import { TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import type { AuthLabels } from './labels';
import { loginTarget } from '@/lib/identity/login-target';
import { readCookie } from './read-cookie';
import { FrameSignIn } from './FrameSignIn';

/**
 * The login dialog (lazy-loaded by LoginDialogHost). After a login the current route renders
 * again with the new cookie; a buyer bounced from a members' page (loginRequired) goes on to it.
 * In a cross-site frame (an embedded room) the buyer signs in in a popup instead (ADR 0005).
 */
export default function LoginDialog({ slug, labels, reason, onClose }: { slug: string; labels: AuthLabels; reason?: LoginReason; onClose: () => void }) {
  const router = useRouter();
  const showToast = useSetAtom(showToastAtom);
  // Opened after hydration only (lazy, on demand): reading the window here cannot mismatch.
  const [framed] = useState(inCrossSiteFrame);
  const onSuccess = () => {
    onClose();
    showToast({ type: 'success', message: labels.loggedIn });
    const remembered = readCookie(TARGET_PATH_COOKIE);
    if (reason === 'loginRequired' && remembered) window.location.assign(loginTarget(slug, [remembered]));
    else router.refresh();
  };
  // The framed room turns to the member in place: rendering the route again would restart its
  // player and realtime (as a saved nickname does, NicknameDialog); the next navigation renders it personal.
  const setUser = useSetAtom(sessionUserAtom);
  const setGuest = useSetAtom(sessionGuestAtom);
  const onFrameSignedIn = (user: SessionUser | null) => {
    if (!user) return onSuccess();
    onClose();
    showToast({ type: 'success', message: labels.loggedIn });
    setUser(user);
    setGuest(null);
  };
  return (
    <Dialog open title={labels.title} description={reason ? labels.reasons[reason] : undefined} closeLabel={labels.close} onClose={onClose}>
      {framed ? <FrameSignIn slug={slug} labels={labels.frame} onSuccess={onFrameSignedIn} /> : <LoginForm slug={slug} labels={labels} onSuccess={onSuccess} />}
    </Dialog>
  );
}
