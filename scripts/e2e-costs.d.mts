export interface FileCost {
  file: string;
  seconds: number;
  results: number;
  retrySeconds: number;
}
export function costsByFile(report: unknown): FileCost[];
export function costLines(costs: readonly FileCost[], limit?: number): string[];
