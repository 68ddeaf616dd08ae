interface Lifetime {
  readonly stale: number;
  readonly revalidate: number;
  readonly expire: number;
}
export declare const CACHE_PROFILES: {
  readonly store: Lifetime;
  readonly catalogue: Lifetime;
  readonly post: Lifetime;
  readonly replays: Lifetime;
  readonly legal: Lifetime;
  readonly roomFeed: Lifetime;
  readonly failure: Lifetime;
};
