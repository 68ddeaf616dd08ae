import type { FreightView } from '@/lib/freight/freight';
import styles from './freight.module.css';

export interface FreightLabels {
  fee: string;
  free: string;
  feeType: string;
  /** The fee type's words (e.g. flat → nationwide flat rate), or the raw value. */
  feeTypeText: string | null;
  threshold: string;
  /** With {amount}. */
  thresholdText: string;
  cashOnDelivery: string;
  yes: string;
  no: string;
  memo: string;
  address: string;
  regions: string;
  region: string;
  regionFee: string;
  disabled: string;
}

/** One shipping type's freight information (commerce §2); server-rendered, no client code. */
export function FreightDetails({ view, labels }: { view: FreightView; labels: FreightLabels }) {
  return (
    <>
      {view.enabled ? null : (
        <p className={styles.notice} role="note">
          {labels.disabled}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{labels.fee}</dt>
        <dd className={styles.fee} data-testid="freight-fee">
          {view.free ? labels.free : (view.fee ?? '—')}
        </dd>
        {labels.feeTypeText ? (
          <>
            <dt>{labels.feeType}</dt>
            <dd>{labels.feeTypeText}</dd>
          </>
        ) : null}
        {view.freeShippingThreshold ? (
          <>
            <dt>{labels.threshold}</dt>
            <dd data-testid="freight-threshold">{labels.thresholdText.replace('{amount}', view.freeShippingThreshold)}</dd>
          </>
        ) : null}
        <dt>{labels.cashOnDelivery}</dt>
        <dd>{view.cashOnDelivery ? labels.yes : labels.no}</dd>
        {view.address ? (
          <>
            <dt>{labels.address}</dt>
            <dd>{view.address}</dd>
          </>
        ) : null}
        {view.memo ? (
          <>
            <dt>{labels.memo}</dt>
            <dd>{view.memo}</dd>
          </>
        ) : null}
      </dl>
      {view.regionFees.length > 0 ? (
        <table className={styles.regions}>
          <caption>{labels.regions}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.region}</th>
              <th scope="col">{labels.regionFee}</th>
            </tr>
          </thead>
          <tbody>
            {view.regionFees.map((entry) => (
              <tr key={entry.code}>
                <th scope="row">{entry.region}</th>
                <td>{entry.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
