import type { LiveMode } from '@/lib/schemas/enums';

/** Commerce §2: live mode from the hu_source query parameter; any other value means liveweb. */

export const LIVE_MODES: readonly LiveMode[] = ['liveweb', 'sdk', 'cms_sdk'];

export function liveModeFromQuery(huSource: string | null | undefined): LiveMode {
  return LIVE_MODES.find((mode) => mode === huSource) ?? 'liveweb';
}
