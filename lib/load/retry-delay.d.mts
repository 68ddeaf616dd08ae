export declare function retryDelayMs(options: { attempt: number; retryAfter: string | number | null | undefined; baseMs?: number; maxAttempts?: number; random?: () => number }): number | null;
