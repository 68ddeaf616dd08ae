import type { AddOutcome } from './add-to-cart';

/** Browser side of add-to-cart: the toast for an outcome, from strings translated on the server. */

export interface AddNoticeStrings {
  added: string;
  /** With {added} and {requested}. */
  partial: string;
  limit: string;
  general: string;
}

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface AddNotice {
  type: NoticeType;
  message: string;
}

/** `{name}` placeholders only: the server already resolved plurals and wording. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** null: nothing to show (the login dialog opens instead, or the buyer canceled). */
export function addNotice(outcome: AddOutcome, strings: AddNoticeStrings): AddNotice | null {
  switch (outcome.kind) {
    case 'added':
      return outcome.full
        ? { type: 'success', message: strings.added }
        : { type: 'warning', message: fillTemplate(strings.partial, { added: outcome.added, requested: outcome.requested }) };
    case 'limit':
      return { type: 'warning', message: strings.limit };
    case 'error':
      return { type: 'error', message: outcome.message ?? strings.general };
    default:
      return null;
  }
}
