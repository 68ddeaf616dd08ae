export interface FileCost {
  file: string;
  seconds: number;
  results: number;
  retrySeconds: number;
}
export function costsByFile(report: unknown): FileCost[];
export function costLines(costs: readonly FileCost[], limit?: number): string[];
export interface ShardPlan {
  files: string[];
  seconds: number;
}
export function planShards(files: Iterable<string>, costs: Readonly<Record<string, number>>, shards: number): ShardPlan[];
