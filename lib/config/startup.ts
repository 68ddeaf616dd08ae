import { checkEnvironment } from '@/lib/config/env-schema';

/** Node only (instrumentation.ts): a wrong configuration stops the server, naming each variable. */
export function checkConfigurationOrExit(env: Record<string, string | undefined> = process.env): void {
  const checked = checkEnvironment(env);
  if (checked.ok) return;
  console.error(`\nKirari cannot start:\n${checked.problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
  process.exit(1);
}
