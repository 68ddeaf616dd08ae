/** How long server rendering waits on one platform call (PLATFORM_TIMEOUT_MS), default 8 s. */
export const DEFAULT_PLATFORM_TIMEOUT_MS = 8000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 120_000;

export function platformTimeoutMs(value: string | undefined): number {
  const ms = Number(value);
  if (!value || !Number.isInteger(ms) || ms < MIN_TIMEOUT_MS || ms > MAX_TIMEOUT_MS) return DEFAULT_PLATFORM_TIMEOUT_MS;
  return ms;
}
