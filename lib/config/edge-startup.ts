import { getCloudflareContext } from '@opennextjs/cloudflare';
import { checkEdgeEnvironment } from '@/lib/config/edge-schema';

/**
 * Edge only (instrumentation.ts): a Worker cannot exit, so a wrong configuration fails every
 * request with the variables and bindings named, in the log and the error.
 */
export function checkEdgeConfigurationOrThrow(): void {
  const bindings = getCloudflareContext().env as unknown as Record<string, unknown>;
  const checked = checkEdgeEnvironment({ ...process.env }, bindings);
  if (checked.ok) return;
  const message = `Kirari cannot start on the edge host:\n${checked.problems.map((problem) => `  - ${problem}`).join('\n')}`;
  console.error(message);
  throw new Error(message);
}
