import Link from 'next/link';
import { Suspense } from 'react';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { parseStorePath } from '@/lib/guards/paths';
import { STORE_NAME_COOKIE } from '@/lib/guards/remember';
import { storeMarketPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';
import styles from './shell.module.css';

/** The product list of the store the buyer came from (remembered by the guards), if any. */
export async function rememberedStoreHref(): Promise<SafeHref | null> {
  const slug = (await cookies()).get(STORE_NAME_COOKIE)?.value;
  const store = slug ? parseStorePath(`/${encodeURIComponent(slug)}`) : null;
  return store ? storeMarketPath(store.slug) : null;
}

/** Reads the request, so it sits in a Suspense hole: the page around it stays prerendered. */
async function BackLinks({ backToStore, backHome }: { backToStore: string; backHome: string }) {
  const storeHref = await rememberedStoreHref();
  return (
    <>
      {storeHref ? (
        <Link className="button" href={storeHref}>
          {backToStore}
        </Link>
      ) : null}
      <Link className={storeHref ? 'button button--ghost' : 'button'} href="/">
        {backHome}
      </Link>
    </>
  );
}

/** A root-level error page (403, permission): what happened, and a way back. */
export async function ErrorPage({ title, body }: { title: string; body: string }) {
  const [shell, errors] = await Promise.all([getTranslations('shell'), getTranslations('errors')]);
  const home = (
    <Link className="button" href="/">
      {errors('backHome')}
    </Link>
  );
  return (
    <main className="error-page">
      <h1>{title}</h1>
      <p>{body}</p>
      <p className={styles.errorLinks}>
        <Suspense fallback={home}>
          <BackLinks backToStore={shell('backToStore')} backHome={errors('backHome')} />
        </Suspense>
      </p>
    </main>
  );
}
