import { notFound } from 'next/navigation';
import { MiniPlayerHost } from '@/components/live/mini/MiniPlayerHost';
import { StoreShell } from '@/components/shell/StoreShell';
import { storeSampleParams } from '@/lib/cache/build-samples';
import { isAudience } from '@/lib/guards/audience';
import { loadStore } from './store-data';

/**
 * A store's pages wait for the store on first request (no generic shell to show before it), then
 * are served from the cache: `instant = false` allows that blocking first render.
 */
export const instant = false;

/** Makes audience and store prerenderable params, so each store's pages are cached per store (lib/cache/build-samples). */
export const generateStaticParams = storeSampleParams;

/**
 * The store frame. `audience` is the internal segment middleware chose (lib/guards/audience). The
 * mini-player host lives here so a live left for another store page keeps playing (issue 26).
 */
export default async function StoreLayout({ children, params }: { children: React.ReactNode; params: Promise<{ audience: string; store: string }> }) {
  const { audience, store: slug } = await params;
  if (!isAudience(audience)) notFound();
  const store = await loadStore(slug);
  return (
    <StoreShell store={store} personal={audience === 'personal'}>
      {children}
      <MiniPlayerHost />
    </StoreShell>
  );
}
