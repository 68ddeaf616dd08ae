import { isEmailAddress } from './account-rules';

/**
 * Commerce §5 login rules, checked before sending: the e-mail must be a valid address (the
 * contract's own rule), the password a string; an empty password is refused too, since the
 * platform could only answer "incorrect" to it.
 */

export interface LoginFieldErrors {
  email?: 'required' | 'invalid';
  password?: 'required';
}

export function validateLogin({ email, password }: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const address = email.trim();
  if (!address) errors.email = 'required';
  else if (!isEmailAddress(address)) errors.email = 'invalid';
  if (password.length === 0) errors.password = 'required';
  return errors;
}

export function validatePassport(token: string): 'required' | null {
  return token.trim() ? null : 'required';
}
