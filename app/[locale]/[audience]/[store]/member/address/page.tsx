import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deleteAddressAction, saveAddressAction } from '@/components/address/actions';
import { AddressBook } from '@/components/address/AddressBook';
import { addressFormLabels, addressListLabels } from '@/components/address/labels';
import { MemberFrame } from '@/components/member/MemberFrame';
import styles from '@/components/member/member.module.css';
import { getAddresses } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { dataList } from '@/lib/format/field';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';

interface AddressPageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: AddressPageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'addresses.title');
}

/**
 * /{store}/member/address: the saved addresses (list, add with JP address fields, delete). Not in
 * the spec's route table: our design, a member-area page next to the profile (member only, like
 * the whole /member area).
 */
export default async function AddressPage({ params }: AddressPageProps) {
  const { store: slug } = await params;
  const [store, , t, a, toast, ctx] = await Promise.all([
    loadStore(slug),
    loadMember(slug),
    getTranslations('member'),
    getTranslations('address'),
    getTranslations('toast'),
    buyerContext(),
  ]);
  const result = await getAddresses(ctx);
  // An answer without its list (an empty body, an object) is the failure message, not an empty book.
  const addresses = result.ok ? dataList(result.data) : null;
  return (
    <MemberFrame slug={store.slug} active="addresses" title={t('addresses.title')}>
      <section className={styles.card} aria-labelledby="member-addresses">
        <h3 id="member-addresses">{a('listHeading')}</h3>
        {addresses ? (
          <AddressBook
            initial={addresses}
            labels={{
              form: addressFormLabels(a),
              list: addressListLabels(a),
              add: a('add'),
              addHeading: a('addHeading'),
              saved: a('saved'),
              deleted: a('deleted'),
              general: toast('general'),
            }}
            save={saveAddressAction}
            remove={deleteAddressAction}
          />
        ) : (
          <p role="alert">{t('addresses.failed')}</p>
        )}
      </section>
    </MemberFrame>
  );
}
