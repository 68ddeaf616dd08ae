'use client';

import { useEffect, useRef } from 'react';
import { LoginForm } from '@/components/member/LoginForm';
import { decodeTokenClaims } from '@/lib/identity/token';
import type { SafeHref } from '@/lib/url/safe-href';
import type { AuthLabels } from './labels';
import { applyProfileLocale } from './profile-locale';
import { saveMemberToken } from './token-storage';

export type SocialReturn = { status: 'success'; token: string | null } | { status: 'failed' } | { status: 'verifying' } | null;

/** A usable social-return token is JWT-shaped; anything else counts as a failed sign-in. */
export function acceptSocialToken(token: string | null): string | null {
  return token && decodeTokenClaims(token).ok ? token : null;
}

/**
 * The login page's client part. It is also the social sign-in return page: with
 * `login_status=success&token=…` it stores the token and goes on to the target; `failed` and
 * `verifying` are said above the form.
 */
export function LoginPageClient({
  slug,
  labels,
  target,
  serverOrigin,
  social,
  passportToken,
}: {
  slug: string;
  labels: AuthLabels;
  target: SafeHref;
  serverOrigin?: string;
  social: SocialReturn;
  passportToken?: string;
}) {
  const socialToken = social?.status === 'success' ? acceptSocialToken(social.token) : null;
  const socialFailed = social?.status === 'failed' || (social?.status === 'success' && !socialToken);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (socialToken) {
      saveMemberToken(socialToken);
      void applyProfileLocale(socialToken).finally(() => window.location.replace(target));
    }
  }, [socialToken, target]);

  if (socialToken) {
    return (
      <p role="status" aria-live="polite">
        {labels.socialSigningIn}
      </p>
    );
  }
  return (
    <>
      {socialFailed ? <p role="alert">{labels.reasons.loginFailed}</p> : null}
      {social?.status === 'verifying' ? <p role="status">{labels.reasons.verifying}</p> : null}
      <LoginForm slug={slug} labels={labels} serverOrigin={serverOrigin} passportToken={passportToken} onSuccess={() => window.location.assign(target)} />
    </>
  );
}
