import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import { getFacebookBindingStatus } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { dataList, entriesWithIds, recordOf } from '@/lib/format/field';
import { getFacebookChannels } from '@/lib/api/store';
import { messengerLink, type BindingStatus } from '@/lib/member/messenger';
import { bindMessengerAction } from './actions';
import { MessengerBind, type MessengerBindLabels } from './MessengerBind';
import styles from './member.module.css';

/**
 * The store's Facebook-page channels with the member's binding status, and the bind flow, so order
 * notifications can reach the member on Messenger (commerce §7).
 */
export async function MessengerChannels({ slug }: { slug: string }) {
  const [t, toast, ctx] = await Promise.all([getTranslations('member'), getTranslations('toast'), buyerContext()]);
  const result = await getFacebookChannels(slug, ctx);
  // A 200 answer without channels to read (the client reported the mismatch) reads as a failed load.
  const channels = result.ok ? entriesWithIds(dataList(result.data)) : null;
  const statuses = channels
    ? await Promise.all(
        channels.map(async (channel): Promise<BindingStatus> => {
          const status = await getFacebookBindingStatus(channel.id, ctx);
          const bound = status.ok ? recordOf(status.data)?.status : null;
          return bound === 'bound' || bound === 'unbound' ? bound : 'unknown';
        }),
      )
    : [];
  const labels: MessengerBindLabels = {
    statusLabel: t('messenger.statusLabel'),
    status: { bound: t('messenger.bound'), unbound: t('messenger.unbound'), unknown: t('messenger.unknown') },
    stepsLabel: t('messenger.stepsLabel'),
    step1: t('messenger.step1'),
    step2: t('messenger.step2'),
    psid: t('messenger.psid'),
    psidHint: t('messenger.psidHint'),
    psidRequired: t('messenger.psidRequired'),
    psidInvalid: t('messenger.psidInvalid'),
    link: t('messenger.link'),
    linking: t('messenger.linking'),
    linked: t('messenger.linked'),
    linkedNote: t('messenger.linkedNote'),
    general: toast('general'),
  };
  return (
    <section className={styles.card} aria-labelledby="member-messenger">
      <h2 id="member-messenger">{t('messenger.heading')}</h2>
      <p className={styles.lead}>{t('messenger.lead')}</p>
      {!channels ? (
        <p className={styles.muted} role="status">
          {t('messenger.failed')}
        </p>
      ) : channels.length === 0 ? (
        <p className={styles.muted}>{t('messenger.none')}</p>
      ) : (
        <ul className={styles.channels}>
          {channels.map((channel, index) => (
            <li key={channel.id} className={styles.channel} data-testid="messenger-channel">
              <div className={styles.channelHead}>
                <Image type="channel" src={channel.image_url} size={40} round alt="" />
                <div>
                  <h3 className={styles.channelName}>{channel.name}</h3>
                  {typeof channel.fan_count === 'number' ? <span className={styles.muted}>{t('messenger.fans', { count: channel.fan_count })}</span> : null}
                </div>
              </div>
              <MessengerBind
                channelId={channel.id}
                initialStatus={statuses[index] ?? 'unknown'}
                messengerUrl={messengerLink(channel.endpoint)}
                openLabel={t('messenger.open', { name: channel.name })}
                labels={labels}
                bind={bindMessengerAction}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
