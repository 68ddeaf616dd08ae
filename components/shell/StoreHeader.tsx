import Link from 'next/link';
import type { Store } from '@/lib/schemas';
import styles from '@/components/market/market.module.css';

export function StoreHeader({ store }: { store: Store }) {
  return (
    <header className={styles.header}>
      {store.avatar_url ? <img className={styles.avatar} src={store.avatar_url} alt="" width={40} height={40} /> : null}
      <Link href={`/${store.slug}/market`} style={{ textDecoration: 'none' }}>
        <h1>{store.name}</h1>
      </Link>
    </header>
  );
}
