'use client';

import { useEffect, type RefObject } from 'react';
import type { RoomLink } from '@/lib/live/embed/room-link';
import { isEmbeddedMode, isFramedWindow } from '@/lib/live/embed/mode';
import { embeddedLinkOf } from '@/lib/live/embed/links';

/**
 * An embedded room never navigates its frame away (issue 15 item 5): a link opens in a new tab, or,
 * when the host asked to handle navigation, goes to it as `navigate`. Caught in the capture phase,
 * before any router sees the click; modified clicks (new tab, download) are the browser's.
 */
export function useEmbeddedLinks(delegate: boolean, linkRef: RefObject<RoomLink | null>): void {
  useEffect(() => {
    if (!isEmbeddedMode({ framed: isFramedWindow(window), huSource: new URLSearchParams(location.search).get('hu_source') })) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      const link = embeddedLinkOf(anchor.href, location);
      if (link.kind === 'in-page') return;
      if (link.kind === 'blocked') {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      const host = linkRef.current;
      if (link.kind === 'delegable' && delegate && host?.parentOrigin()) {
        event.preventDefault();
        event.stopPropagation();
        host.post({ type: 'navigate', payload: { url: link.url, target: link.target } });
        return;
      }
      if (anchor.target === '_blank') return;
      event.preventDefault();
      event.stopPropagation();
      window.open(link.href, '_blank', 'noopener,noreferrer');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [delegate, linkRef]);
}
