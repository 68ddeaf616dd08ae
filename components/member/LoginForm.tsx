'use client';

import { EmailField } from './EmailField';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import type { AuthLabels } from '@/components/identity/labels';
import { loginFailure } from '@/components/identity/login-errors';
import { validateLogin, validatePassport, type LoginFieldErrors } from '@/components/identity/login-validation';
import { applyProfileLocale } from '@/components/identity/profile-locale';
import { saveMemberToken } from '@/components/identity/token-storage';
import { showToastAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import { login, passportLogin, socialSignInUrl } from '@/lib/api/auth';
import type { ApiError, Result } from '@/lib/api/result';
import type { LoginAnswer, SocialProvider } from '@/lib/schemas';
import styles from './LoginForm.module.css';

export interface LoginFormProps {
  slug: string;
  labels: AuthLabels;
  /** Called after the token is stored (cookie and local storage). */
  onSuccess: (token: string) => void;
  /** The request's origin, for the social links rendered on the server. */
  serverOrigin?: string;
  /** A passport token handed over in the URL: signs in at once. */
  passportToken?: string;
}

const SOCIAL: ReadonlyArray<{ provider: SocialProvider; label: 'withLine' | 'withFacebook' }> = [
  { provider: 'line', label: 'withLine' },
  { provider: 'facebook', label: 'withFacebook' },
];

const noSubscribe = () => () => {};

/** The one login form of the login page and the login dialog: e-mail and password, social, passport. */
export function LoginForm({ slug, labels, onSuccess, serverOrigin, passportToken }: LoginFormProps) {
  const showToast = useSetAtom(showToastAtom);
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => serverOrigin ?? null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<LoginFieldErrors>({});
  const [passport, setPassport] = useState(passportToken ?? '');
  const [passportError, setPassportError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function finish(call: Promise<Result<LoginAnswer>>, showInline: (message: string) => void) {
    setBusy(true);
    setFormError(null);
    const result = await call;
    if (result.ok) {
      saveMemberToken(result.data.kirari_token);
      await applyProfileLocale(result.data.kirari_token);
      onSuccess(result.data.kirari_token);
      return;
    }
    setBusy(false);
    showFailure(result.error, showInline);
  }

  function showFailure(error: ApiError, showInline: (message: string) => void) {
    const failure = loginFailure(error, labels);
    if (failure.show === 'form') showInline(failure.message);
    else if (failure.show === 'toast') showToast({ type: 'error', message: failure.message });
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errors = validateLogin({ email, password });
    setFields(errors);
    if (errors.email || errors.password) {
      // The first invalid field, by name: its aria-invalid lands only with the next render.
      const field = form.current?.elements.namedItem(errors.email ? 'email' : 'password');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    void finish(login({ email: email.trim(), password }), setFormError);
  }

  function submitPassport(token: string) {
    if (busy) return;
    const problem = validatePassport(token);
    setPassportError(problem ? labels.passportRequired : null);
    if (!problem) void finish(passportLogin(token.trim()), setPassportError);
  }

  // A handed-over passport token signs in once, without a click.
  const autoPassport = useRef(passportToken);
  useEffect(() => {
    const token = autoPassport.current;
    autoPassport.current = undefined;
    if (token) submitPassport(token);
    // Once on mount, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldMessage = {
    email: fields.email === 'required' ? labels.emailRequired : fields.email === 'invalid' ? labels.emailInvalid : null,
    password: fields.password ? labels.passwordRequired : null,
  };

  return (
    <div className={styles.wrap}>
      <form ref={form} noValidate onSubmit={submitPassword} aria-busy={busy}>
        {formError ? (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        ) : null}
        <EmailField
          label={labels.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldMessage.email}
        />
        <TextField
          label={labels.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldMessage.password}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? labels.submitting : labels.submit}
        </button>
      </form>

      <p className={styles.or}>
        <span>{labels.or}</span>
      </p>
      <div className={styles.social}>
        {SOCIAL.map(({ provider, label }) => (
          <a
            key={provider}
            className={`button button--ghost ${styles[provider]}`}
            href={origin ? socialSignInUrl(provider, `${origin}/${encodeURIComponent(slug)}/login`) : undefined}
          >
            {labels[label]}
          </a>
        ))}
      </div>

      <details className={styles.passport} open={Boolean(passportToken) || undefined}>
        <summary>{labels.passportHeading}</summary>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitPassport(passport);
          }}
        >
          <TextField
            label={labels.passportToken}
            name="passport_token"
            autoComplete="off"
            required
            value={passport}
            onChange={(event) => setPassport(event.target.value)}
            error={passportError}
          />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {labels.passportSubmit}
          </button>
        </form>
      </details>
    </div>
  );
}
