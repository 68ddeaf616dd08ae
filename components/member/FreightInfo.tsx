import { getTranslations } from 'next-intl/server';
import { FreightDetails, type FreightLabels } from '@/components/freight/FreightDetails';
import styles from '@/components/freight/freight.module.css';
import type { FreightView } from '@/lib/freight/freight';
import type { FreightOutcome } from '@/lib/member/freight-outcome';
import type { ShippingType } from '@/lib/schemas';

type FreightT = Awaited<ReturnType<typeof getTranslations>>;

function freightLabels(view: FreightView, t: FreightT): FreightLabels {
  // A fee type the messages do not name shows as sent.
  const feeTypeText = view.feeType ? (t.has(`feeTypes.${view.feeType}`) ? t(`feeTypes.${view.feeType}`) : view.feeType) : null;
  return {
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
  };
}

function FreightBody({ outcome, t }: { outcome: FreightOutcome; t: FreightT }) {
  // Commerce §8: 'Failed to fetch shipping settings from API.'
  if (outcome.kind === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {t('fetchFailed')}
      </p>
    );
  }
  if (outcome.kind === 'notOffered') return <p className={styles.notice}>{t('notOffered')}</p>;
  return <FreightDetails view={outcome.view} labels={freightLabels(outcome.view, t)} />;
}

/** What one shipping type of the store costs (commerce §2), or why it cannot be shown. */
export async function FreightInfo({ type, outcome }: { type: ShippingType; outcome: FreightOutcome }) {
  const t = await getTranslations('freight');
  return (
    <main className="page">
      <h1>{t('titleFor', { type: t(`types.${type}`) })}</h1>
      <FreightBody outcome={outcome} t={t} />
    </main>
  );
}
