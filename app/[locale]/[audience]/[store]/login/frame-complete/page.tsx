import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { frameCompleteLabels } from '@/components/identity/labels';
import { FrameSignInComplete } from '@/components/identity/FrameSignInComplete';
import { isFrameNonce } from '@/lib/identity/frame-sign-in';
import { loadStore } from '../../store-data';

interface FrameCompleteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: FrameCompleteProps): Promise<Metadata> {
  const store = await loadStore((await params).store);
  const t = await getTranslations('frameSignIn');
  return { title: `${t('completeTitle')} | ${store.name}`, robots: { index: false } };
}

/**
 * /{store}/login/frame-complete?nonce=…: where the sign-in popup of a framed room lands once
 * signed in (docs/adr/0005-identity-in-a-frame.md). Nothing personal renders here: the handoff
 * comes from a server action in the browser.
 */
export default async function FrameCompletePage({ params, searchParams }: FrameCompleteProps) {
  const [{ store: slug }, query] = await Promise.all([params, searchParams]);
  const [, t, labels] = await Promise.all([loadStore(slug), getTranslations('frameSignIn'), frameCompleteLabels()]);
  const nonce = Array.isArray(query.nonce) ? query.nonce[0] : query.nonce;
  return (
    <main className="page" style={{ maxWidth: 440 }}>
      <h1>{t('completeTitle')}</h1>
      <FrameSignInComplete nonce={isFrameNonce(nonce) ? nonce : null} labels={labels} />
    </main>
  );
}
