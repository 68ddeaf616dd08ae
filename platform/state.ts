/** In-memory platform state, seeded deterministically; `createState` is called at start and on reset. */
export interface PlatformState {
  createdAt: number;
}

export function createState(now: number): PlatformState {
  return { createdAt: now };
}
