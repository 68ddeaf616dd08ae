import type { CommercialLaw } from '@/lib/schemas';
import { externalUrl } from '@/lib/url/external-url';
import type { SafeHref } from '@/lib/url/safe-href';
import { recordOf, trimmedText } from '@/lib/format/field';

/** The commercial-law disclosure (commerce §3) as rows for a definition list, in the usual order. */

export const COMMERCIAL_LAW_FIELDS = [
  'company_name',
  'contact_name',
  'contact_name_kana',
  'email',
  'phone',
  'url',
  'opening_time',
  'identify',
  'selling_price',
  'extra_fees',
  'payment_info',
  'delivery_info',
  'return_info',
  'defective_info',
] as const satisfies readonly (keyof CommercialLaw)[];

export type CommercialLawField = (typeof COMMERCIAL_LAW_FIELDS)[number];

export type CommercialLawRow =
  | { field: CommercialLawField; kind: 'text'; value: string }
  | { field: CommercialLawField; kind: 'email' | 'phone' | 'url'; value: string; href: SafeHref }
  | { field: CommercialLawField; kind: 'missing' };

function linkOf(field: CommercialLawField, value: string): CommercialLawRow {
  if (field === 'email' && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) return { field, kind: 'email', value, href: `mailto:${value}` as SafeHref };
  if (field === 'phone' && /^\+?[\d\s()-]{6,}$/.test(value)) return { field, kind: 'phone', value, href: `tel:${value.replace(/[\s()-]/g, '')}` as SafeHref };
  if (field === 'url') {
    // Only public web links (the external URL check): a javascript:, data: or private-network URL from the platform is shown as text.
    const href = externalUrl(value);
    if (href) return { field, kind: 'url', value, href };
  }
  return { field, kind: 'text', value };
}

/** Every field, in order; a blank or absent value is 'missing'. null when the store has none at all. */
export function commercialLawRows(law: CommercialLaw | null | undefined): CommercialLawRow[] | null {
  const record = recordOf(law);
  if (!record) return null;
  const rows = COMMERCIAL_LAW_FIELDS.map((field): CommercialLawRow => {
    const value = trimmedText(record[field]);
    return value ? linkOf(field, value) : { field, kind: 'missing' };
  });
  return rows.every((row) => row.kind === 'missing') ? null : rows;
}

/**
 * What the page shows for the commercial-law call: its rows, none published (`data: null` or all
 * blank), or a failure, which includes an answer that is not `{ data: record | null }` (an empty
 * body, wrong types; the fetch wrapper reported it).
 */
export function commercialLawView(answer: { ok: true; data: unknown } | { ok: false }): { kind: 'rows'; rows: CommercialLawRow[] } | { kind: 'none' } | { kind: 'failed' } {
  const body = answer.ok ? recordOf(answer.data) : null;
  if (!body) return { kind: 'failed' };
  if (body.data === null || body.data === undefined) return { kind: 'none' };
  const law = recordOf(body.data);
  if (!law) return { kind: 'failed' };
  const rows = commercialLawRows(law as CommercialLaw);
  return rows ? { kind: 'rows', rows } : { kind: 'none' };
}
