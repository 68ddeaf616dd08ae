export interface RestartPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxRestarts: number;
  windowMs: number;
}
export const RESTART_POLICY: RestartPolicy;
export type RestartDecision = { restart: true; delayMs: number; attempt: number; maxRestarts: number } | { restart: false; crashes: number; windowMs: number };
export function restartDecision(crashTimes: number[], now: number, policy?: Partial<RestartPolicy>): RestartDecision;
export function describeExit(name: string, code: number | null, signal: string | null): string;
