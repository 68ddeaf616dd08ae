import type { SavedAddress } from '@/lib/schemas';

/** One line for a saved address in a list: the platform's full address, else composed from its parts. */
export function addressLine(saved: Pick<SavedAddress, 'address'>): string {
  const record = saved.address;
  if (!record) return '';
  if (record.full_address?.trim()) return record.full_address.trim();
  const parts = [record.level_one, record.level_two, record.level_three, record.level_four].filter(Boolean).join('');
  return record.postcode ? `〒${record.postcode} ${parts}` : parts;
}
