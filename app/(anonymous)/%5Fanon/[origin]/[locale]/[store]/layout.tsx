import { StoreShell } from '@/components/shell/StoreShell';
import { loadCachedStore } from '@/app/(site)/[store]/store-data';
import { cachedRoute, type CachedRouteParams } from '../cached-route';

/** The store frame as a visitor without tokens sees it (no cookies read). */
export default async function AnonymousStoreLayout({ children, params }: { children: React.ReactNode; params: Promise<CachedRouteParams & { store: string }> }) {
  await cachedRoute(params);
  const store = await loadCachedStore((await params).store);
  return (
    <StoreShell store={store} anonymous>
      {children}
    </StoreShell>
  );
}
