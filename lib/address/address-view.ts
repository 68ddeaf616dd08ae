import { recordOf, trimmedText } from '@/lib/format/field';
import type { SavedAddress } from '@/lib/schemas';

/** One line for a saved address in a list: the platform's full address, else composed from its parts. */
export function addressLine(saved: Pick<SavedAddress, 'address'>): string {
  const record = recordOf(saved.address);
  if (!record) return '';
  const full = trimmedText(record.full_address);
  if (full) return full;
  const parts = [record.level_one, record.level_two, record.level_three, record.level_four].map(trimmedText).join('');
  const postcode = trimmedText(record.postcode);
  return postcode ? `〒${postcode} ${parts}` : parts;
}
