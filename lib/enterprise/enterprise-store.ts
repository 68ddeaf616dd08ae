import type { Store, ViewerIdentity } from '@/lib/schemas';
import { trimmedText } from '@/lib/format/field';

/** Enterprise stores (commerce §1/§6, live-room §6): the cart button goes to the enterprise site. */

export function isEnterpriseStore(store: Pick<Store, 'enable_enterprise'> | null | undefined): boolean {
  return store?.enable_enterprise === true;
}

/**
 * The generic redirect of live-room §6: the store's enterprise cart endpoint with the viewer's
 * id (members and guests; a ghost has none) and the remembered channel source_id. A relative
 * endpoint is read on the enterprise domain. null when the store names neither.
 */
export function genericRedirectUrl(store: Pick<Store, 'enterprise'>, viewer: ViewerIdentity, sourceId: string | null): string | null {
  const subscription = store.enterprise?.subscription;
  const endpoint = trimmedText(subscription?.cart_endpoint);
  if (!endpoint) return null;
  let url: URL;
  try {
    url = subscription?.domain ? new URL(endpoint, `https://${subscription.domain}`) : new URL(endpoint);
  } catch {
    return null;
  }
  if (viewer.type !== 'ghost') url.searchParams.set('viewer_id', String(viewer.id));
  if (sourceId) url.searchParams.set('source_id', sourceId);
  return url.toString();
}
