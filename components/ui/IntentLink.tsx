'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { createPrefetchBudget } from '@/lib/load/prefetch-budget';
import type { SafeHref } from '@/lib/url/safe-href';

/** One budget per page load: every intent link shares it. */
const budget = createPrefetchBudget();

/**
 * A link that prefetches on intent (hover, focus, touch), within a shared budget, instead of on
 * entering the viewport: a room's arrival asks for nothing but the room (issue 27).
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: SafeHref }) {
  const router = useRouter();
  const intent = () => {
    if (budget.take(href)) router.prefetch(href);
  };
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        intent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent();
        onTouchStart?.(event);
      }}
    />
  );
}
