export interface TagTime {
  stale: number;
  expired: number;
}
export type Verdict = 'fresh' | 'stale' | 'expired';
export declare function parseTagTime(text: string | null | undefined): TagTime | null;
export declare function formatTagTime(time: TagTime): string;
export declare function revalidationTime(now: number, durations?: { expire?: number }): TagTime;
export interface TagClock {
  merge(tag: string, time: TagTime): void;
  judge(tags: readonly string[], timestamp: number, now: number): Verdict;
  maxExpired(tags: readonly string[]): number;
}
export declare function createTagClock(): TagClock;
