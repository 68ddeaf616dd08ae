import { StoreShell } from '@/components/shell/StoreShell';
import { loadStore } from './store-data';

export default async function StoreLayout({ children, params }: { children: React.ReactNode; params: Promise<{ store: string }> }) {
  const store = await loadStore((await params).store);
  return <StoreShell store={store}>{children}</StoreShell>;
}
