'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { refreshSessionAtom, sessionUserAtom, showToastAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import { settersOf, useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { PROFILE_LOCALES, PROFILE_MAX_LENGTH, validateProfileDraft, type ProfileDraft, type ProfileErrorKey, type ProfileField, type ProfileLocale } from '@/lib/member/profile-form';
import type { UpdateProfileResult } from './actions';
import { useActionFailure } from './use-action-failure';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import styles from './member.module.css';

export interface ProfileFormLabels {
  lastName: string;
  firstName: string;
  nickname: string;
  phone: string;
  phoneHint: string;
  locale: string;
  localeHint: string;
  localeChoose: string;
  localeNames: Record<ProfileLocale, string>;
  save: string;
  saving: string;
  saved: string;
  noChanges: string;
  /** `tooLong` carries {max}. */
  errors: Record<ProfileErrorKey, string>;
  fixFields: string;
  general: string;
}

export interface ProfileFormProps {
  initial: ProfileDraft;
  labels: ProfileFormLabels;
  save: (draft: ProfileDraft) => Promise<UpdateProfileResult>;
}

/**
 * /{store}/member/update: the partial profile update. Only changed fields are sent (the server action
 * works that out again). After saving, the page and the header render again with the new name; a
 * new language switches the interface (the action set the locale cookie).
 */
export function ProfileForm({ initial, labels, save }: ProfileFormProps) {
  const id = useId();
  const router = useRouter();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const showToast = useSetAtom(showToastAtom);
  const setSessionUser = useSetAtom(sessionUserAtom);
  const refreshSession = useSetAtom(refreshSessionAtom);
  const onFailure = useActionFailure();
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  const own = validateProfileDraft(draft, baseline);
  const messageOf = (field: ProfileField): string | null => {
    // On blur only format problems: an empty field is said on submit (a message appearing on blur
    // would shift the button away from a pointer already on its way to it).
    const key = own[field] && (attempted || (touched.has(field) && own[field] !== 'required')) ? own[field] : null;
    if (key) return labels.errors[key].replace('{max}', String(PROFILE_MAX_LENGTH[field as keyof typeof PROFILE_MAX_LENGTH] ?? ''));
    return serverErrors[field] ?? null;
  };
  const update = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: ProfileField) => setTouched((current) => new Set(current).add(field));
  // Prefilled from the account: only an edit made before hydration replaces the draft.
  useTypedBeforeHydration(formRef, settersOf(['last_name', 'first_name', 'nickname', 'phone_number'], update));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (Object.keys(own).length > 0) {
      focusFirstInvalid();
      return;
    }
    const sent = draft;
    startTransition(async () => {
      const result = await save(sent).catch((): UpdateProfileResult => ({ ok: false, kind: 'error', message: labels.general }));
      if (result.ok) {
        setFormError(null);
        setServerErrors({});
        if (!result.changed) {
          showToast({ type: 'info', message: labels.noChanges });
          return;
        }
        setBaseline(sent);
        setSessionUser((user) => (user ? { ...user, name: result.name, nickname: sent.nickname.trim() || user.nickname } : user));
        showToast({ type: 'success', message: labels.saved });
        // The header reads the new name again; <html lang> is server-rendered: render it again (maybe a new language).
        refreshSession();
        router.refresh();
        return;
      }
      if (result.kind === 'invalid') {
        setServerErrors(result.fields);
        setFormError(result.message);
        focusFirstInvalid();
        return;
      }
      setFormError(result.kind === 'error' ? result.message : null);
      onFailure(result);
    });
  };

  const text = (field: Exclude<ProfileField, 'locale'>, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${id}-${field}`}
      name={field}
      label={label}
      value={draft[field]}
      error={messageOf(field)}
      onChange={(event) => update(field, event.target.value)}
      onBlur={() => touch(field)}
      {...extra}
    />
  );
  const localeError = messageOf('locale');

  return (
    <form ref={formRef} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={pending}>
      <div className={styles.formRow}>
        {text('last_name', labels.lastName, { autoComplete: 'family-name', required: true })}
        {text('first_name', labels.firstName, { autoComplete: 'given-name', required: true })}
      </div>
      {text('nickname', labels.nickname, { autoComplete: 'nickname', required: true })}
      {text('phone_number', labels.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', hint: labels.phoneHint })}
      <div className={`${styles.field}${localeError ? ` ${styles.invalid}` : ''}`}>
        <label htmlFor={`${id}-locale`} className={styles.label}>
          {labels.locale}
        </label>
        <select
          id={`${id}-locale`}
          name="locale"
          className={styles.select}
          value={draft.locale}
          aria-invalid={localeError ? true : undefined}
          aria-describedby={`${id}-locale-note`}
          onChange={(event) => update('locale', event.target.value)}
        >
          {draft.locale === '' ? <option value="">{labels.localeChoose}</option> : null}
          {PROFILE_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale === 'ja' ? 'ja' : 'zh-TW'}>
              {labels.localeNames[locale]}
            </option>
          ))}
        </select>
        <p id={`${id}-locale-note`} className={localeError ? styles.error : styles.hint}>
          {localeError ?? labels.localeHint}
        </p>
      </div>
      {formError || (attempted && Object.keys(own).length > 0) ? (
        <p className={styles.alert} role="alert">
          {attempted && Object.keys(own).length > 0 ? labels.fixFields : formError}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
