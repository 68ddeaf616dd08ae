import type { ConvenienceStore, CvsAccountPayload } from '@/lib/schemas';

/**
 * The convenience-store payment account form (commerce §5: buyerName, buyerNameKana,
 * buyerCellphone, name and convenience all required). `convenience` is the store's gateway code
 * and `name` its name as the buyer chose it (our reading of the spec's five fields). Pure.
 */

export const CONVENIENCE_CODES = ['00007', '10002', '10001', '10005', '00006', '10008'] as const satisfies readonly ConvenienceStore[];

export interface CvsDraft {
  buyerName: string;
  buyerNameKana: string;
  buyerCellphone: string;
  /** A CONVENIENCE_CODES code, '' until chosen. */
  convenience: string;
}

export type CvsField = keyof CvsDraft;
export type CvsErrorKey = 'required' | 'kanaInvalid' | 'phoneInvalid' | 'tooLong' | 'convenienceInvalid';
export type CvsErrors = Partial<Record<CvsField, CvsErrorKey>>;

export const EMPTY_CVS: CvsDraft = { buyerName: '', buyerNameKana: '', buyerCellphone: '', convenience: '' };
export const CVS_NAME_MAX = 40;

const FULL_WIDTH_DIGIT = /[０-９]/g;
/** Full-width katakana, spaces and the long-vowel mark. */
const KATAKANA = /^[\u30A0-\u30FF\u3000 ー]+$/;
const HIRAGANA = /[\u3041-\u3096]/g;

/** Hiragana typed into the kana field becomes katakana (ひらがな → ヒラガナ). */
export function toKatakana(value: string): string {
  return value.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

export function cellphoneDigits(value: string): string | null {
  const digits = value.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[\s\-‐－ー()]/g, '');
  return /^0\d{9,10}$/.test(digits) ? digits : null;
}

const isCode = (value: string): value is ConvenienceStore => (CONVENIENCE_CODES as readonly string[]).includes(value);

export function validateCvs(draft: CvsDraft): CvsErrors {
  const errors: CvsErrors = {};
  const name = draft.buyerName.trim();
  if (!name) errors.buyerName = 'required';
  else if (name.length > CVS_NAME_MAX) errors.buyerName = 'tooLong';
  const kana = toKatakana(draft.buyerNameKana.trim());
  if (!kana) errors.buyerNameKana = 'required';
  else if (!KATAKANA.test(kana)) errors.buyerNameKana = 'kanaInvalid';
  if (!draft.buyerCellphone.trim()) errors.buyerCellphone = 'required';
  else if (!cellphoneDigits(draft.buyerCellphone)) errors.buyerCellphone = 'phoneInvalid';
  if (!draft.convenience) errors.convenience = 'required';
  else if (!isCode(draft.convenience)) errors.convenience = 'convenienceInvalid';
  return errors;
}

/** The payload of a valid draft; `storeNames` gives each code's name (the `name` field). */
export function toCvsPayload(draft: CvsDraft, storeNames: Readonly<Record<string, string>>): CvsAccountPayload {
  if (Object.keys(validateCvs(draft)).length > 0) throw new Error('toCvsPayload: validate first');
  return {
    buyerName: draft.buyerName.trim(),
    buyerNameKana: toKatakana(draft.buyerNameKana.trim()),
    buyerCellphone: cellphoneDigits(draft.buyerCellphone) ?? draft.buyerCellphone.trim(),
    name: storeNames[draft.convenience] ?? draft.convenience,
    convenience: draft.convenience,
  };
}

/** The platform's field keys back to the form's (`name` is the chosen store). */
export function cvsFieldOf(key: string): CvsField | null {
  if (key === 'buyerName' || key === 'buyerNameKana' || key === 'buyerCellphone' || key === 'convenience') return key;
  if (key === 'name') return 'convenience';
  return null;
}
