'use client';

import { useEffect } from 'react';
import { LoginForm } from '@/components/member/LoginForm';
import { rememberFrameCompletion } from './frame-target';
import { appPath, type SafeHref } from '@/lib/url/safe-href';
import type { AuthLabels } from './labels';
import { PassportConfirm, type PassportConfirmLabels } from './PassportConfirm';

/** What the social sign-in return left in the query; the token itself never reaches this page. */
export type SocialReturn = 'failed' | 'verifying' | 'refused' | null;

/**
 * The login page's client part: the form, what a social return said (failed, verifying, or
 * refused for a state that did not match), and a handed-over passport link waiting for a click.
 */
export function LoginPageClient({
  slug,
  labels,
  target,
  social,
  passport,
}: {
  slug: string;
  labels: AuthLabels;
  target: SafeHref;
  social: SocialReturn;
  passport?: { token: string; labels: PassportConfirmLabels };
}) {
  const signedIn = () => window.location.assign(target);
  // The sign-in popup of a framed room: a social sign-in returns to the completion page too.
  useEffect(() => rememberFrameCompletion(target), [target]);
  if (passport) return <PassportConfirm token={passport.token} labels={passport.labels} onSuccess={signedIn} cancelHref={appPath(slug, 'login')} />;
  return (
    <>
      {social === 'failed' ? <p role="alert">{labels.reasons.loginFailed}</p> : null}
      {social === 'refused' ? <p role="alert">{labels.socialRefused}</p> : null}
      {social === 'verifying' ? <p role="status">{labels.reasons.verifying}</p> : null}
      <LoginForm slug={slug} labels={labels} onSuccess={signedIn} />
    </>
  );
}
