import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { FreightDetails } from '@/components/freight/FreightDetails';
import styles from '@/components/freight/freight.module.css';
import { buyerContext } from '@/lib/api/server-context';
import { getShippingSettings } from '@/lib/api/store';
import { freightSetting, isFreightType, toFreightView } from '@/lib/freight/freight';
import { report } from '@/lib/report';
import { loadStore } from '../../../../store-data';

interface FreightPageProps {
  params: Promise<{ store: string; type: string }>;
}

export async function generateMetadata({ params }: FreightPageProps): Promise<Metadata> {
  const { store: slug, type } = await params;
  const [store, t] = await Promise.all([loadStore(slug), getTranslations('freight')]);
  const name = isFreightType(type) ? t(`types.${type}`) : t('title');
  return { title: `${t('titleFor', { type: name })} | ${store.name}`, robots: { index: false } };
}

/** /{store}/member/shipping/freight/{type} (member only): what one shipping type costs. */
export default async function FreightPage({ params }: FreightPageProps) {
  const { store: slug, type } = await params;
  if (!isFreightType(type)) notFound();
  const store = await loadStore(slug);
  const [settings, t, locale] = await Promise.all([getShippingSettings(store.slug, await buyerContext()), getTranslations('freight'), getLocale()]);
  const typeName = t(`types.${type}`);

  let body: React.ReactNode;
  if (!settings.ok) {
    void report(new Error('shipping settings fetch failed'), { where: 'freight.load', extra: { slug: store.slug, error: settings.error } });
    // Commerce §8: 'Failed to fetch shipping settings from API.'
    body = (
      <p className={styles.error} role="alert">
        {t('fetchFailed')}
      </p>
    );
  } else {
    const setting = freightSetting(settings.data.data, type);
    if (!setting) body = <p className={styles.notice}>{t('notOffered')}</p>;
    else {
      const view = toFreightView(setting, { currency: store.currency, locale });
      const feeTypeText = view.feeType ? (t.has(`feeTypes.${view.feeType}`) ? t(`feeTypes.${view.feeType}`) : view.feeType) : null;
      body = (
        <FreightDetails
          view={view}
          labels={{
            fee: t('fee'),
            free: t('free'),
            feeType: t('feeType'),
            feeTypeText,
            threshold: t('threshold'),
            thresholdText: t('thresholdText', { amount: '{amount}' }),
            cashOnDelivery: t('cashOnDelivery'),
            yes: t('yes'),
            no: t('no'),
            memo: t('memo'),
            address: t('address'),
            regions: t('regions'),
            region: t('region'),
            regionFee: t('regionFee'),
            disabled: t('disabled'),
          }}
        />
      );
    }
  }

  return (
    <main className="page">
      <h2>{t('titleFor', { type: typeName })}</h2>
      {body}
    </main>
  );
}
