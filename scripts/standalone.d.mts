import type { ChildProcess } from 'node:child_process';
export interface StandalonePaths {
  standalone: string;
  server: string;
  copies: { from: string; to: string }[];
}
export function standalonePaths(root?: string, dist?: string): StandalonePaths;
export function assemble(root?: string): StandalonePaths;
export function startStandalone(env?: Record<string, string | undefined>, root?: string): ChildProcess;
