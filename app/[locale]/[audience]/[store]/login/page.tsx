import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { authLabels, passportConfirmLabels } from '@/components/identity/labels';
import { loginTarget } from '@/lib/identity/login-target';
import { LoginPageClient, type SocialReturn } from '@/components/identity/LoginPageClient';
import { loadSession } from '@/components/shell/session-data';
import { TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import { loadStore } from '../store-data';

interface LoginProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: LoginProps): Promise<Metadata> {
  const store = await loadStore((await params).store);
  const t = await getTranslations('auth');
  return { title: `${t('loginTitle')} | ${store.name}`, robots: { index: false } };
}

/** What the social return route left here; a token in this page's query is never taken (no state). */
function socialReturn(status: string | undefined): SocialReturn {
  if (status === 'failed' || status === 'verifying' || status === 'refused') return status;
  return status === 'success' ? 'refused' : null;
}

/** /{store}/login: the login form, social sign-in's outcome, and passport links to confirm (commerce §2, §4). */
export default async function LoginPage({ params, searchParams }: LoginProps) {
  const { store: slug } = await params;
  const query = await searchParams;
  const [store, t, labels, session, jar] = await Promise.all([loadStore(slug), getTranslations('auth'), authLabels(), loadSession(slug), cookies()]);
  const target = loginTarget(store.slug, [one(query.redirect), jar.get(TARGET_PATH_COOKIE)?.value]);
  const passportToken = one(query.passport_token)?.trim();
  // Signed in already: nothing to do here, unless a passport link asks to switch accounts.
  if (session.user && !passportToken) redirect(target);
  return (
    <main className="page" style={{ maxWidth: 440 }}>
      <h1>{t('loginTitle')}</h1>
      <p>{t('loginLead')}</p>
      <LoginPageClient
        slug={store.slug}
        labels={labels}
        target={target}
        social={socialReturn(one(query.login_status))}
        passport={passportToken ? { token: passportToken, labels: await passportConfirmLabels(store.name) } : undefined}
      />
    </main>
  );
}
