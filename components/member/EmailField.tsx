import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/** The required e-mail input of the account forms (login, password reset). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'required'>) {
  return <TextField type="email" name="email" autoComplete="email" inputMode="email" required {...props} />;
}
