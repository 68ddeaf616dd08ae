import { StoreHeader } from '@/components/shell/StoreHeader';
import { loadStore } from './store-data';

export default async function StoreLayout({ children, params }: { children: React.ReactNode; params: Promise<{ store: string }> }) {
  const store = await loadStore((await params).store);
  return (
    <>
      <StoreHeader store={store} />
      {children}
    </>
  );
}
