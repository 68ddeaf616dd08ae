'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { TextField } from '@/components/ui/TextField';
import { addressErrorMessages } from '@/lib/address/address-errors';
import {
  ADDRESS_TYPES,
  EMPTY_ADDRESS_DRAFT,
  validateAddressDraft,
  type AddressDraft,
  type AddressField,
  type AddressType,
} from '@/lib/address/address-draft';
import type { AddressFormLabels } from './labels';
import styles from './address.module.css';

export type AddressFieldMessages = Partial<Record<AddressField, string>>;

export interface AddressFormProps {
  labels: AddressFormLabels;
  initial?: Partial<AddressDraft>;
  /** The server's field messages of the last attempt; a field's message goes once the buyer edits it. */
  errors?: AddressFieldMessages | null;
  /** A message about the whole attempt (e.g. the server's), shown above the buttons. */
  formError?: string | null;
  submitting: boolean;
  /** Called with the draft as typed, only once the checks here pass. */
  onSubmit: (draft: AddressDraft) => void;
  /** Inside another form (checkout): no form element of its own. */
  nested?: boolean;
  onCancel?: () => void;
  /** The types to offer (default all); with one, no choice is shown. */
  types?: readonly AddressType[];
}

/**
 * The JP address form (commerce §3 saved address). The draft lives here, so nothing typed is lost
 * when saving fails; checks run on blur and on submit, with the messages beneath each field.
 */
export function AddressForm({ labels, initial, errors, formError, submitting, onSubmit, onCancel, types = ADDRESS_TYPES, nested = false }: AddressFormProps) {
  const id = useId();
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLElement>();
  const [draft, setDraft] = useState<AddressDraft>(() => ({ ...EMPTY_ADDRESS_DRAFT, type: types[0] ?? 'home_delivery', ...initial }));
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  // Server messages stay until the buyer edits that field (or a new set arrives).
  const [serverErrors, setServerErrors] = useState<AddressFieldMessages>(errors ?? {});
  const [lastErrors, setLastErrors] = useState(errors);
  if (errors !== lastErrors) {
    setLastErrors(errors);
    setServerErrors(errors ?? {});
    if (errors && Object.keys(errors).length > 0) focusFirstInvalid();
  }

  const ownKeys = validateAddressDraft(draft);
  const own = addressErrorMessages(ownKeys, labels.errors);
  // On blur only format problems: an empty field is said on submit (a message appearing on blur
  // would shift the button away from a pointer already on its way to it).
  const messageOf = (field: AddressField): string | null =>
    ((attempted || (touched.has(field) && ownKeys[field] !== 'required')) && own[field]) || serverErrors[field] || null;

  const update = (field: keyof AddressDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const key: AddressField = field === 'level_one_code' ? 'level_one' : field;
    if (serverErrors[key]) setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const touch = (field: AddressField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (Object.keys(ownKeys).length > 0) {
      focusFirstInvalid();
      return;
    }
    onSubmit(draft);
  };

  const text = (field: 'name' | 'phone_number' | 'postcode' | 'level_two' | 'level_three' | 'level_four', label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
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

  const prefectureError = messageOf('level_one');
  const showSummary = attempted && Object.keys(own).length > 0;

  const fields = (
    <>
      {types.length > 1 ? (
        <fieldset className={`${styles.types} ${styles.wide}`}>
          <legend>{labels.type}</legend>
          {types.map((type) => (
            <label key={type}>
              <input type="radio" name={`${id}-type`} value={type} checked={draft.type === type} onChange={() => update('type', type)} />
              {labels.types[type]}
            </label>
          ))}
          {messageOf('type') ? <p className={styles.error}>{messageOf('type')}</p> : null}
        </fieldset>
      ) : null}
      <div className={styles.wide}>{text('name', labels.name, { required: true, autoComplete: 'name' })}</div>
      {text('phone_number', labels.phone, { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', hint: labels.phoneHint })}
      {text('postcode', labels.postcode, { required: true, inputMode: 'numeric', autoComplete: 'postal-code', hint: labels.postcodeHint })}
      <div className={`${styles.field}${prefectureError ? ` ${styles.invalid}` : ''}`}>
        <span className={styles.labelRow}>
          <span className={styles.required} aria-hidden="true">
            *
          </span>
          <label htmlFor={`${id}-level_one`} className={styles.label}>
            {labels.prefecture}
          </label>
        </span>
        <select
          id={`${id}-level_one`}
          name="level_one_code"
          className={styles.select}
          required
          autoComplete="address-level1"
          value={draft.level_one_code}
          aria-invalid={prefectureError ? true : undefined}
          aria-describedby={prefectureError ? `${id}-level_one-note` : undefined}
          onChange={(event) => {
            const chosen = labels.prefectures.find((p) => p.code === event.target.value);
            setDraft((current) => ({ ...current, level_one_code: chosen?.code ?? '', level_one: chosen?.name ?? '' }));
            if (serverErrors.level_one) setServerErrors(({ level_one: _dropped, ...rest }) => rest);
          }}
          onBlur={() => touch('level_one')}
        >
          <option value="">{labels.prefecturePlaceholder}</option>
          {labels.prefectures.map((p) => (
            <option key={p.code} value={p.code}>
              {p.label}
            </option>
          ))}
        </select>
        {prefectureError ? (
          <p id={`${id}-level_one-note`} className={styles.error}>
            {prefectureError}
          </p>
        ) : null}
      </div>
      {text('level_two', labels.city, { required: true, autoComplete: 'address-level2' })}
      <div className={styles.wide}>{text('level_three', labels.line, { required: true, autoComplete: 'address-line1' })}</div>
      <div className={styles.wide}>{text('level_four', labels.building, { autoComplete: 'address-line2' })}</div>
      <div className={styles.wide}>
        {showSummary || formError ? (
          <p className={styles.alert} role="alert">
            {formError && !showSummary ? formError : labels.fixFields}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type={nested ? 'button' : 'submit'} className="button" disabled={submitting} onClick={nested ? submit : undefined}>
            {submitting ? labels.submitting : labels.submit}
          </button>
          {onCancel ? (
            <button type="button" className="button button--ghost" onClick={onCancel} disabled={submitting}>
              {labels.cancel}
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
  // Inside another form (checkout) a form element of its own would be dropped by the browser's parser, and
  // React could not match the page it hydrates: Enter and the save button act here instead, so the
  // outer form is not submitted. Not while composing: Enter confirms Japanese input.
  const saveOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return;
    submit(event);
  };
  const setRoot = (node: HTMLElement | null) => {
    formRef.current = node;
  };
  return nested ? (
    <div ref={setRoot} className={styles.form} aria-busy={submitting} onKeyDown={saveOnEnter}>
      {fields}
    </div>
  ) : (
    <form ref={setRoot} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={submitting}>
      {fields}
    </form>
  );
}
