'use client';

import { EmailField } from './EmailField';
import { useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { useSetAtom } from 'jotai';
import { loginAction, passportLoginAction, type SignInResult } from '@/components/identity/actions';
import type { AuthLabels } from '@/components/identity/labels';
import { loginFailure } from '@/lib/identity/login-errors';
import { validateLogin, validatePassport, type LoginFieldErrors } from '@/lib/identity/login-validation';
import { showToastAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import type { ApiError } from '@/lib/api/result';
import type { SocialProvider } from '@/lib/schemas';
import styles from './LoginForm.module.css';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';

export interface LoginFormProps {
  slug: string;
  labels: AuthLabels;
  /** Called after the server set the HttpOnly token cookie. */
  onSuccess: () => void;
}

const SOCIAL: ReadonlyArray<{ provider: SocialProvider; label: 'withLine' | 'withFacebook' }> = [
  { provider: 'line', label: 'withLine' },
  { provider: 'facebook', label: 'withFacebook' },
];

/** The storefront's own start of social sign-in: it sets the state nonce, then leaves for the hop. */
export const socialStartPath = (slug: string, provider: SocialProvider): SafeHref => withQuery(appPath(slug, 'login', 'social'), { provider });

/** The one login form of the login page and the login dialog: e-mail and password, social, passport. */
export function LoginForm({ slug, labels, onSuccess }: LoginFormProps) {
  const showToast = useSetAtom(showToastAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<LoginFieldErrors>({});
  const [passport, setPassport] = useState('');
  const [passportError, setPassportError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { email: setEmail, password: setPassword });

  async function finish(call: () => Promise<SignInResult>, showInline: (message: string) => void) {
    setBusy(true);
    setFormError(null);
    const result = await call().catch((): SignInResult => ({ ok: false, kind: 'api', error: { kind: 'network', message: 'network error' } }));
    if (result.ok) {
      onSuccess();
      return;
    }
    setBusy(false);
    if (result.kind === 'limited') showInline(result.message);
    else showFailure(result.error, showInline);
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
    void finish(() => loginAction({ email: email.trim(), password }), setFormError);
  }

  function submitPassport(token: string) {
    if (busy) return;
    const problem = validatePassport(token);
    setPassportError(problem ? labels.passportRequired : null);
    if (!problem) void finish(() => passportLoginAction(token.trim()), setPassportError);
  }

  const fieldMessage = {
    email: fields.email === 'required' ? labels.emailRequired : fields.email === 'invalid' ? labels.emailInvalid : null,
    password: fields.password ? labels.passwordRequired : null,
  };

  return (
    <div className={styles.wrap}>
      <form ref={form} noValidate method="post" onSubmit={submitPassword} aria-busy={busy}>
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
            href={socialStartPath(slug, provider)}
          >
            {labels[label]}
          </a>
        ))}
      </div>

      <details className={styles.passport}>
        <summary>{labels.passportHeading}</summary>
        <form
          noValidate
          method="post" onSubmit={(event) => {
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
