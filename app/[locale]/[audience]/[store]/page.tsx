import { redirect } from 'next/navigation';

/** /{store} is the product list. */
export default async function StoreRoot({ params }: { params: Promise<{ store: string }> }) {
  redirect(`/${encodeURIComponent((await params).store)}/market`);
}
