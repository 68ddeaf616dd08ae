import { isFramedWindow } from '@/lib/live/embed/mode';
import { isCrossSiteFrame } from '@/lib/identity/frame-context';
import { embedMarkerCookie } from '@/lib/identity/cookies';

/** The top's origin: readable when same-origin, else the last ancestor origin where the browser lists them. */
function topOrigin(): string | null {
  try {
    return window.top?.location.origin ?? null;
  } catch {
    const ancestors = window.location.ancestorOrigins;
    return ancestors && ancestors.length > 0 ? ancestors[ancestors.length - 1] : null;
  }
}

/** This document runs in a cross-site frame: its cookies must be partitioned (ADR 0005). */
export function inCrossSiteFrame(): boolean {
  if (typeof window === 'undefined') return false;
  return isCrossSiteFrame({ framed: isFramedWindow(window), ownOrigin: window.location.origin, topOrigin: topOrigin() });
}

/** Sets the partitioned marker in a cross-site frame, so the server partitions what it writes; true when set. */
export function writeEmbedMarker(): boolean {
  if (!inCrossSiteFrame()) return false;
  document.cookie = embedMarkerCookie();
  return true;
}
