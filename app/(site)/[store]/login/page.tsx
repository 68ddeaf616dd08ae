import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { authLabels } from '@/components/identity/labels';
import { loginTarget } from '@/components/identity/login-target';
import { LoginPageClient, type SocialReturn } from '@/components/identity/LoginPageClient';
import { loadSession } from '@/components/shell/session-data';
import { TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import { requestOrigin } from '@/lib/seo/request-origin';
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

function socialReturn(query: Record<string, string | string[] | undefined>): SocialReturn {
  const status = one(query.login_status);
  if (status === 'success') return { status, token: one(query.token) ?? null };
  if (status === 'failed' || status === 'verifying') return { status };
  return null;
}

/** /{store}/login: the login form, and the page social sign-in returns to (commerce §2, §4). */
export default async function LoginPage({ params, searchParams }: LoginProps) {
  const { store: slug } = await params;
  const query = await searchParams;
  const [store, t, labels, session, jar, origin] = await Promise.all([loadStore(slug), getTranslations('auth'), authLabels(), loadSession(slug), cookies(), requestOrigin()]);
  const target = loginTarget(store.slug, [one(query.redirect), jar.get(TARGET_PATH_COOKIE)?.value]);
  const social = socialReturn(query);
  // Signed in already: nothing to do here (a social return still stores its new token).
  if (session.user && !social) redirect(target);
  return (
    <main className="page" style={{ maxWidth: 440 }}>
      <h2>{t('loginTitle')}</h2>
      <p>{t('loginLead')}</p>
      <LoginPageClient slug={store.slug} labels={labels} target={target} serverOrigin={origin} social={social} passportToken={one(query.passport_token)} />
    </main>
  );
}
