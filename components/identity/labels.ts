import { getTranslations } from 'next-intl/server';
import type { LoginReason } from '@/components/shell/atoms';
import type { PassportConfirmLabels } from './PassportConfirm';
import { NICKNAME_MAX } from '@/lib/identity/nickname-rules';

/**
 * Translated strings for the client-side identity pieces, built on the server and passed as props
 * (the layout ships no next-intl client runtime). Client modules import the types only.
 */

export interface AuthLabels {
  title: string;
  lead: string;
  reasons: Record<LoginReason, string>;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  incorrect: string;
  passportInvalid: string;
  passportHeading: string;
  passportToken: string;
  passportRequired: string;
  passportSubmit: string;
  or: string;
  withLine: string;
  withFacebook: string;
  /** A social return whose state did not match: nobody was signed in. */
  socialRefused: string;
  close: string;
  /** General error display (commerce §8) and the success toast. */
  general: string;
  loggedIn: string;
  /** The login dialog of a room in a cross-site frame: sign-in in a popup (ADR 0005). */
  frame: FrameSignInLabels;
}

export interface FrameSignInLabels {
  lead: string;
  open: string;
  waiting: string;
  popupBlocked: string;
  closed: string;
  expired: string;
  invalid: string;
  failed: string;
}

/** The popup's completion page (app/…/login/frame-complete). */
export interface FrameCompleteLabels {
  completing: string;
  done: string;
  noOpener: string;
  signedOut: string;
  failed: string;
}

export interface NicknameLabels {
  title: string;
  lead: string;
  nickname: string;
  required: string;
  /** Already carries the maximum. */
  tooLong: string;
  save: string;
  close: string;
  general: string;
  saved: string;
}

export async function authLabels(): Promise<AuthLabels> {
  const [t, toast, signIn, frame] = await Promise.all([getTranslations('auth'), getTranslations('toast'), getTranslations('signIn'), getTranslations('frameSignIn')]);
  return {
    title: t('loginTitle'),
    lead: t('loginLead'),
    reasons: {
      loginRequired: t('reasonLoginRequired'),
      loginFailed: t('reasonLoginFailed'),
      verifying: t('reasonVerifying'),
      action: t('reasonAction'),
    },
    email: t('email'),
    password: t('password'),
    submit: t('submit'),
    submitting: t('submitting'),
    emailRequired: t('emailRequired'),
    emailInvalid: t('emailInvalid'),
    passwordRequired: t('passwordRequired'),
    incorrect: t('incorrect'),
    passportInvalid: t('passportInvalid'),
    passportHeading: t('passportHeading'),
    passportToken: t('passportToken'),
    passportRequired: t('passportRequired'),
    passportSubmit: t('passportSubmit'),
    or: t('or'),
    withLine: t('withLine'),
    withFacebook: t('withFacebook'),
    socialRefused: signIn('socialRefused'),
    close: t('close'),
    general: toast('general'),
    loggedIn: toast('loggedIn'),
    frame: {
      lead: frame('lead'),
      open: frame('open'),
      waiting: frame('waiting'),
      popupBlocked: frame('popupBlocked'),
      closed: frame('closed'),
      expired: frame('expired'),
      invalid: frame('invalid'),
      failed: frame('failed'),
    },
  };
}

export async function frameCompleteLabels(): Promise<FrameCompleteLabels> {
  const t = await getTranslations('frameSignIn');
  return { completing: t('completing'), done: t('done'), noOpener: t('noOpener'), signedOut: t('signedOut'), failed: t('failed') };
}

export async function nicknameLabels(): Promise<NicknameLabels> {
  const [t, toast] = await Promise.all([getTranslations('auth'), getTranslations('toast')]);
  return {
    title: t('nicknameTitle'),
    lead: t('nicknameLead'),
    nickname: t('nickname'),
    required: t('nicknameRequired'),
    tooLong: t('nicknameTooLong', { max: NICKNAME_MAX }),
    save: t('nicknameSave'),
    close: t('close'),
    general: toast('general'),
    saved: toast('nicknameSaved'),
  };
}

/** The passport link's confirmation (issue 11 item 5): who asks (the store) and what happens. */
export async function passportConfirmLabels(storeName: string): Promise<PassportConfirmLabels> {
  const [t, auth, toast] = await Promise.all([getTranslations('signIn'), getTranslations('auth'), getTranslations('toast')]);
  return {
    title: t('passportConfirmTitle'),
    body: t('passportConfirmBody', { store: storeName }),
    warning: t('passportConfirmWarning'),
    confirm: t('passportConfirm'),
    confirming: auth('submitting'),
    cancel: t('passportCancel'),
    invalid: auth('passportInvalid'),
    general: toast('general'),
  };
}
