import { luhnValid } from '@/lib/schemas/card-number';

export { luhnValid };

/**
 * The Japanese card form (commerce §2 "Japanese card payment form"): number, expiry (MM/YY),
 * security code and holder name in Latin letters, checked in the browser before the card goes to
 * the gateway's tokenizer. Pure; `now` is injected.
 */

export interface CardDraft {
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardDraft;
export type CardErrorKey = 'required' | 'numberInvalid' | 'expiryInvalid' | 'expired' | 'cvcInvalid' | 'holderInvalid';
export type CardErrors = Partial<Record<CardField, CardErrorKey>>;

export const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', holder: '' };

const FULL_WIDTH_DIGIT = /[０-９]/g;
const halfWidth = (value: string) => value.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

/** Digits only (spaces and hyphens dropped). */
export function cardDigits(value: string): string {
  return halfWidth(value).replace(/[\s-]/g, '');
}


/** `4111111111111111` → `4111 1111 1111 1111` as the buyer types (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `12/29`, `1229`, `12 / 2029` → { month: 12, year: 2029 }; null when not a month and year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(halfWidth(value).trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
}

export function validateCard(draft: CardDraft, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(draft.number);
  if (!digits) errors.number = 'required';
  else if (!luhnValid(digits)) errors.number = 'numberInvalid';

  if (!draft.expiry.trim()) errors.expiry = 'required';
  else {
    const expiry = parseExpiry(draft.expiry);
    if (!expiry) errors.expiry = 'expiryInvalid';
    else if (isExpired(expiry, now)) errors.expiry = 'expired';
  }

  const cvc = halfWidth(draft.cvc).trim();
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvcInvalid';

  const holder = draft.holder.trim();
  if (!holder) errors.holder = 'required';
  else if (!/^[A-Za-z][A-Za-z .'-]{0,49}$/.test(holder)) errors.holder = 'holderInvalid';
  return errors;
}

/** What the gateway's tokenizer takes. */
export interface GatewayCardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  holder: string;
}

export function toGatewayCard(draft: CardDraft): GatewayCardInput {
  const expiry = parseExpiry(draft.expiry);
  if (!expiry) throw new Error('toGatewayCard: validate first');
  return {
    number: cardDigits(draft.number),
    expiryMonth: String(expiry.month).padStart(2, '0'),
    expiryYear: String(expiry.year),
    cvc: halfWidth(draft.cvc).trim(),
    holder: draft.holder.trim().toUpperCase(),
  };
}

/** The gateway's field names back to the form's. */
export function cardFieldOf(key: string): CardField | null {
  if (key === 'card_number') return 'number';
  if (key === 'expiry' || key === 'expiry_month' || key === 'expiry_year') return 'expiry';
  if (key === 'cvc') return 'cvc';
  if (key === 'holder_name') return 'holder';
  return null;
}
