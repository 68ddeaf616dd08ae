import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { homeStoreSlugs } from '@/lib/config/home-stores';
import { requestOrigin } from '@/lib/seo/request-origin';
import { robotsRules } from '@/lib/seo/sitemap';

/** /robots.txt: crawl everything public, not the member-only areas; list each configured store's sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read at run time: one build serves any deployment.
  await connection();
  return robotsRules(await requestOrigin(), homeStoreSlugs(process.env.HOME_STORES));
}
