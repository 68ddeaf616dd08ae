'use client';

import { useEffect } from 'react';
import { writeEmbedMarker } from './frame-context';

/**
 * The room in a cross-site frame marks its partition (`kirari_embedded=1; Partitioned`), so what
 * the server writes afterwards (guest and member tokens, locale, nonces) is partitioned too and
 * survives in the frame (docs/adr/0005-identity-in-a-frame.md). Call it as early in the room as
 * possible; it does nothing at top level or in a same-site frame.
 */
export function useEmbedMarker(): void {
  useEffect(() => {
    writeEmbedMarker();
  }, []);
}
