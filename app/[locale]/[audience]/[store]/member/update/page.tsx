import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ProfileUpdate } from '@/components/member/ProfileUpdate';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';

interface UpdatePageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: UpdatePageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'update.title');
}

/** /{store}/member/update: the partial profile update (commerce §5). */
export default async function UpdatePage({ params }: UpdatePageProps) {
  const { store: slug } = await params;
  const [store, member, t] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member')]);
  return (
    <MemberFrame slug={store.slug} active="update" title={t('update.title')}>
      {member.ok ? <ProfileUpdate slug={store.slug} user={member.user} /> : <p role="alert">{t('loadFailed')}</p>}
    </MemberFrame>
  );
}
