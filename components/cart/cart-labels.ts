import { getTranslations } from 'next-intl/server';
import { buildCartLabels } from './build-labels';
import type { CartLabels } from './labels';

/** The cart page's labels from the `cart` namespace (server only). */
export async function cartLabels(): Promise<CartLabels> {
  const [t, common] = await Promise.all([getTranslations('cart'), getTranslations('common')]);
  return buildCartLabels(
    (key) => t(key),
    (key) => t.raw(key) as string,
    (key) => common(key),
  );
}
