import { checkSiteOrigin, readSiteEnv } from '@/lib/seo/origin';

/** Node only (instrumentation.ts): a wrong configuration stops the server, naming the variable. */
export function checkConfigurationOrExit(): void {
  const site = checkSiteOrigin(readSiteEnv());
  if (site.ok) return;
  console.error(`\nKirari cannot start: ${site.problem}\n`);
  process.exit(1);
}
