import { externalUrl, type ExternalUrlOptions } from '@/lib/url/external-url';
import type { SafeHref } from '@/lib/url/safe-href';

/**
 * The share routes other than the Web Share API (live-room §4): LINE, X and Facebook share links
 * built from the post's share URL. The share URL comes from the platform, so it passes the
 * external URL check first; without a usable one there is nothing to share.
 */

export type ShareNetwork = 'line' | 'x' | 'facebook';

export interface ShareLinks {
  /** The checked share URL (what copy-link copies). */
  url: SafeHref;
  line: SafeHref;
  x: SafeHref;
  facebook: SafeHref;
}

export function shareLinks(shareUrl: unknown, text: string, options?: ExternalUrlOptions): ShareLinks | null {
  const url = externalUrl(shareUrl, options);
  if (!url) return null;
  const u = encodeURIComponent(url);
  return {
    url,
    line: `https://social-plugins.line.me/lineit/share?url=${u}` as SafeHref,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}` as SafeHref,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}` as SafeHref,
  };
}
