import type { MetadataRoute } from 'next';
import { homeStoreSlugs } from '@/lib/config/home-stores';
import { requestOrigin } from '@/lib/seo/request-origin';
import { robotsRules } from '@/lib/seo/sitemap';

/** /robots.txt: crawl everything public, not the member-only areas; list each configured store's sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await requestOrigin(), homeStoreSlugs(process.env.HOME_STORES));
}
