'use client';

import { useRouter } from 'next/navigation';
import { useSetAtom } from 'jotai';
import { LoginForm } from '@/components/member/LoginForm';
import { showToastAtom, type LoginReason } from '@/components/shell/atoms';
import { Dialog } from '@/components/ui/Dialog';
import { TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import type { AuthLabels } from './labels';
import { loginTarget } from '@/lib/identity/login-target';
import { readCookie } from './read-cookie';

/**
 * The login dialog (lazy-loaded by LoginDialogHost). After a login the current route renders
 * again with the new cookie; a buyer bounced from a members' page (loginRequired) goes on to it.
 */
export default function LoginDialog({ slug, labels, reason, onClose }: { slug: string; labels: AuthLabels; reason?: LoginReason; onClose: () => void }) {
  const router = useRouter();
  const showToast = useSetAtom(showToastAtom);
  const onSuccess = () => {
    onClose();
    showToast({ type: 'success', message: labels.loggedIn });
    const remembered = readCookie(TARGET_PATH_COOKIE);
    if (reason === 'loginRequired' && remembered) window.location.assign(loginTarget(slug, [remembered]));
    else router.refresh();
  };
  return (
    <Dialog open title={labels.title} description={reason ? labels.reasons[reason] : undefined} closeLabel={labels.close} onClose={onClose}>
      <LoginForm slug={slug} labels={labels} onSuccess={onSuccess} />
    </Dialog>
  );
}
