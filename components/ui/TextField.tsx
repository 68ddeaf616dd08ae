import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

/**
 * The labelled text input of commerce §5: a label (an asterisk before it when required), and with
 * an error message the error state and the message beneath, tied to the input for screen readers.
 */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown beneath the input; marks the field invalid. */
  error?: string | null;
  /** Help text beneath the input when there is no error. */
  hint?: string;
  id?: string;
}

export function TextField({ label, error, hint, id, required, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const noteId = `${inputId}-note`;
  const note = error || hint;
  return (
    <div className={`${styles.field}${error ? ` ${styles.invalid}` : ''}${className ? ` ${className}` : ''}`}>
      {/* The asterisk sits outside the label so the field's accessible name stays the label alone;
          the input's required state tells assistive technology the rest. */}
      <span className={styles.labelRow}>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </span>
      <input
        {...input}
        id={inputId}
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
      />
      {note ? (
        <p id={noteId} className={error ? styles.error : styles.hint}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
