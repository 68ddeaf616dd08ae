'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { CartLink, type CartLinkProps } from './CartLink';

/**
 * The store header's cart link. In a live room it opens the cart in a new tab (commerce §6): leaving
 * the page would stop the live. The store layout's selected segments say where it is.
 */
export function HeaderCartLink(props: Omit<CartLinkProps, 'target'>) {
  const [first, second] = useSelectedLayoutSegments();
  return <CartLink {...props} target={first === 'live' && second !== undefined ? '_blank' : undefined} />;
}
