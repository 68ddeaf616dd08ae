'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { showToastAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import { settersOf, useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import {
  passwordMessageKeys,
  validatePasswordChange,
  type PasswordChangeDraft,
  type PasswordField,
  type PasswordMessageKey,
} from '@/lib/member/password-change';
import type { ChangePasswordResult } from './actions';
import { useActionFailure } from './use-action-failure';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import styles from './member.module.css';

export interface ChangePasswordLabels {
  old: string;
  new: string;
  confirmation: string;
  hint: string;
  /** Already carry the minimum length. */
  messages: Record<PasswordMessageKey, string>;
  submit: string;
  submitting: string;
  done: string;
  general: string;
}

const EMPTY: PasswordChangeDraft = { old_password: '', new_password: '', confirmation: '' };

/**
 * /{store}/member/change-password: new password (twice) and, when the member has a password, the
 * current one. Field checks before sending; the platform's refusals (a wrong current password)
 * appear beneath their field; what was typed stays until the change succeeds.
 */
export function ChangePasswordForm({ hasPassword, labels, save }: { hasPassword: boolean; labels: ChangePasswordLabels; save: (draft: PasswordChangeDraft) => Promise<ChangePasswordResult> }) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [withPassword, setWithPassword] = useState(hasPassword);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const showToast = useSetAtom(showToastAtom);
  const onFailure = useActionFailure();
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  const own = passwordMessageKeys(validatePasswordChange(draft, withPassword));
  const messageOf = (field: PasswordField): string | null => (attempted && own[field] ? labels.messages[own[field]] : (serverErrors[field] ?? null));
  const update = (field: PasswordField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  useTypedBeforeHydration(formRef, settersOf(['old_password', 'new_password', 'confirmation'], update));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (Object.keys(own).length > 0) {
      focusFirstInvalid();
      return;
    }
    startTransition(async () => {
      const result = await save(draft).catch((): ChangePasswordResult => ({ ok: false, kind: 'error', message: labels.general }));
      if (result.ok) {
        setDraft(EMPTY);
        setAttempted(false);
        setServerErrors({});
        setWithPassword(true);
        showToast({ type: 'success', message: labels.done });
        return;
      }
      if (result.kind === 'invalid') {
        setServerErrors(result.fields);
        focusFirstInvalid();
        return;
      }
      onFailure(result);
    });
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      type="password"
      label={label}
      required
      autoComplete={autoComplete}
      hint={hint}
      value={draft[name]}
      error={messageOf(name)}
      onChange={(event) => update(name, event.target.value)}
    />
  );

  return (
    <form ref={formRef} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={pending}>
      {withPassword ? field('old_password', labels.old, 'current-password') : null}
      {field('new_password', labels.new, 'new-password', labels.hint)}
      {field('confirmation', labels.confirmation, 'new-password')}
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
