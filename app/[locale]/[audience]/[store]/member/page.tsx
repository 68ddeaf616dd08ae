import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LatestOrder } from '@/components/member/LatestOrder';
import { MemberFrame } from '@/components/member/MemberFrame';
import { MessengerChannels } from '@/components/member/MessengerChannels';
import { ProfileSummary } from '@/components/member/ProfileSummary';
import { loadStore } from '../store-data';
import { loadMember } from './member-data';
import { memberMetadata } from './member-meta';

interface MemberPageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: MemberPageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'title');
}

/** /{store}/member: the latest order first, then the profile and the Messenger notifications. */
export default async function MemberPage({ params }: MemberPageProps) {
  const { store: slug } = await params;
  const [store, member, t] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member')]);
  return (
    <MemberFrame slug={store.slug} active="profile" title={t('title')}>
      {member.ok ? (
        <>
          <LatestOrder store={store} />
          <ProfileSummary slug={store.slug} user={member.user} />
          <MessengerChannels slug={store.slug} />
        </>
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </MemberFrame>
  );
}
