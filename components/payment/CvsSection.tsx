import { getTranslations } from 'next-intl/server';
import type { SimpleResult } from '@/lib/checkout/action-results';
import type { CvsDraft } from '@/lib/checkout/cvs-form';
import { paymentAccountOf } from '@/lib/checkout/payment-account';
import type { Order } from '@/lib/schemas';
import { CvsAccountForm } from './CvsAccountForm';
import { cvsFormLabels } from './labels';
import { PaymentAccountView } from './PaymentAccountView';

/**
 * The convenience-store part of an unpaid gmo_cvs order: the account form until the account
 * exists, then the account (server component; the form hydrates).
 */
export interface CvsSectionProps {
  order: Order;
  timezone: string;
  generateAction: (input: { orderId: number; draft: CvsDraft }) => Promise<SimpleResult>;
}

export async function CvsSection({ order, timezone, generateAction }: CvsSectionProps) {
  const [t, toast] = await Promise.all([getTranslations('payment'), getTranslations('toast')]);
  const account = paymentAccountOf(order);
  if (account) {
    return (
      <PaymentAccountView
        account={account}
        timezone={timezone}
        labels={{
          heading: t('cvs.account.heading'),
          convenience: t('cvs.account.convenience'),
          receiptNo: t('cvs.account.receiptNo'),
          confirmationNo: t('cvs.account.confirmationNo'),
          expireAt: t('cvs.account.expireAt'),
          note: t('cvs.account.note'),
        }}
      />
    );
  }
  return (
    <CvsAccountForm
      orderId={order.id}
      initial={{ buyerName: order.shipping?.receiver_name ?? order.buyer?.name ?? '', buyerCellphone: order.shipping?.receiver_phone ?? '' }}
      labels={cvsFormLabels(t, toast('general'))}
      generateAction={generateAction}
    />
  );
}
