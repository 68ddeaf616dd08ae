/** Decision 3: no spec call lists stores, so the home page shows the slugs named in configuration. */
export const DEFAULT_HOME_STORES = ['demo', 'taiwan', 'tickets', 'enterprise'];

export function homeStoreSlugs(value: string | undefined): string[] {
  if (!value) return DEFAULT_HOME_STORES;
  const slugs = value
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => /^[a-z0-9][a-z0-9_-]*$/i.test(slug));
  return [...new Set(slugs)];
}
