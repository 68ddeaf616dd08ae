'use client';

import { EmailField } from './EmailField';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { showToastAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import { requestPasswordResetAction, resetPasswordAction, type ResetCallResult } from './reset-password-actions';
import { errorDisplay } from '@/lib/format/error-message';
import {
  hasErrors,
  linkStore,
  requestAgainHref,
  resetDoneTarget,
  resetFailure,
  validateNewPassword,
  validateResetEmail,
  type EmailProblem,
  type NewPasswordErrors,
} from '@/lib/member/password-reset';
import styles from './LoginForm.module.css';

/** Translated strings, built on the server (no next-intl client runtime); min-length texts already carry the number. */
export interface ResetPasswordLabels {
  requestLead: string;
  email: string;
  emailRequired: string;
  emailInvalid: string;
  requestSubmit: string;
  requestSubmitting: string;
  requestSent: string;
  /** Carries `{email}` for the address of the link. */
  resetLead: string;
  newPassword: string;
  confirmation: string;
  passwordHint: string;
  passwordRequired: string;
  passwordTooShort: string;
  confirmationRequired: string;
  confirmationMismatch: string;
  resetSubmit: string;
  resetSubmitting: string;
  invalidLinkTitle: string;
  invalidLinkBody: string;
  requestNew: string;
  general: string;
}

export interface ResetPasswordFormProps {
  labels: ResetPasswordLabels;
  /** From the link: with a token (and its address) the page sets a new password. */
  token?: string | null;
  email?: string | null;
  store?: string | null;
}

/** /member/reset-password: step 1 asks for a link, step 2 (the link's token) sets the new password. */
export function ResetPasswordForm({ labels, token, email, store }: ResetPasswordFormProps) {
  const slug = linkStore(store);
  if (token && email) return <NewPasswordStep key={token} labels={labels} token={token} email={email} store={slug} />;
  return <RequestStep labels={labels} initialEmail={email ?? ''} store={slug} />;
}

/** The server action could not be reached: shown like any transport failure. */
const callFailed = (): ResetCallResult => ({ ok: false, error: { kind: 'network', message: '' } });

function useFailureToast(general: string) {
  const showToast = useSetAtom(showToastAtom);
  return (message: string | null) => showToast({ type: 'error', message: message ?? general });
}

function RequestStep({ labels, initialEmail, store }: { labels: ResetPasswordLabels; initialEmail: string; store: string | null }) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { email: setEmail });
  const toastFailure = useFailureToast(labels.general);

  function focusEmail() {
    const field = form.current?.elements.namedItem('email');
    if (field instanceof HTMLInputElement) field.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateResetEmail(email);
    setProblem(found);
    if (found) {
      focusEmail();
      return;
    }
    setBusy(true);
    const result = await requestPasswordResetAction(store ? { email: email.trim(), store } : { email: email.trim() }).catch(callFailed);
    setBusy(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    if (result.error.status === 422) {
      setProblem('invalid');
      focusEmail();
      return;
    }
    const shown = errorDisplay(result.error);
    if (shown.kind !== 'silent') toastFailure(shown.kind === 'server' ? shown.message : null);
  }

  return (
    <div className={styles.wrap}>
      <p>{labels.requestLead}</p>
      <form ref={form} noValidate method="post" onSubmit={submit} aria-busy={busy}>
        <EmailField
          label={labels.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSent(false);
          }}
          error={problem === 'required' ? labels.emailRequired : problem === 'invalid' ? labels.emailInvalid : null}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? labels.requestSubmitting : labels.requestSubmit}
        </button>
      </form>
      <p role="status">{sent ? labels.requestSent : null}</p>
    </div>
  );
}

function NewPasswordStep({ labels, token, email, store }: { labels: ResetPasswordLabels; token: string; email: string; store: string | null }) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [invalidLink, setInvalidLink] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { password: setPassword, password_confirmation: setConfirmation });
  const toastFailure = useFailureToast(labels.general);

  function focusFirst(found: NewPasswordErrors) {
    const field = form.current?.elements.namedItem(found.password ? 'password' : 'password_confirmation');
    if (field instanceof HTMLInputElement) field.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateNewPassword({ password, confirmation });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    const result = await resetPasswordAction({ token, email, password, password_confirmation: confirmation }).catch(callFailed);
    if (result.ok) {
      // The link is spent: replace it in the history, so Back does not return to it.
      router.replace(resetDoneTarget(store));
      return;
    }
    setBusy(false);
    const failure = resetFailure(result.error);
    if (failure.show === 'invalidLink') setInvalidLink(true);
    else if (failure.show === 'fields') {
      setErrors(failure.errors);
      focusFirst(failure.errors);
    } else if (failure.show === 'general') toastFailure(null);
    else if (failure.show === 'message') toastFailure(failure.message);
  }

  if (invalidLink) {
    return (
      <div className={styles.wrap} role="alert">
        <h2>{labels.invalidLinkTitle}</h2>
        <p>{labels.invalidLinkBody}</p>
        <Link className="button" href={requestAgainHref(email, store)}>
          {labels.requestNew}
        </Link>
      </div>
    );
  }

  const passwordMessage = errors.password === 'required' ? labels.passwordRequired : errors.password === 'tooShort' ? labels.passwordTooShort : null;
  const confirmationMessage = errors.confirmation === 'required' ? labels.confirmationRequired : errors.confirmation === 'mismatch' ? labels.confirmationMismatch : null;
  return (
    <div className={styles.wrap}>
      <p>{labels.resetLead.replace('{email}', email)}</p>
      <form ref={form} noValidate method="post" onSubmit={submit} aria-busy={busy}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={labels.newPassword}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={labels.passwordHint}
          error={passwordMessage}
        />
        <TextField
          label={labels.confirmation}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={confirmationMessage}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? labels.resetSubmitting : labels.resetSubmit}
        </button>
      </form>
    </div>
  );
}
