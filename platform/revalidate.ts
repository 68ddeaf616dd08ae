/**
 * Tells the storefront which of its cached public data changed: `POST {STOREFRONT_URL}/api/revalidate`
 * `{ tags }` with `Authorization: Bearer {REVALIDATE_SECRET}` (app/api/revalidate/route.ts). Changes
 * within a short window go out as one call; a storefront that is down, slow or refusing never
 * reaches the platform call that caused the change (it is logged once per kind of failure).
 */

/** The storefront's tag rule and per-call limit (lib/cache/revalidate-request.ts; a unit test keeps them equal). */
export const REVALIDATE_TAG = /^(store|products|product|post|vod):[A-Za-z0-9_-]{1,100}$/;
export const MAX_TAGS_PER_CALL = 50;

export const DEFAULT_WINDOW_MS = 50;
export const DEFAULT_TIMEOUT_MS = 2_000;

export interface RevalidateTarget {
  /** The storefront's origin, no trailing slash. */
  storefrontUrl: string;
  secret: string;
}

/** Where to send, from STOREFRONT_URL and REVALIDATE_SECRET; null (nothing is sent) when either is missing. */
export function revalidateTarget(env: Record<string, string | undefined>): RevalidateTarget | null {
  const storefrontUrl = env.STOREFRONT_URL?.trim().replace(/\/+$/, '');
  const secret = env.REVALIDATE_SECRET?.trim();
  return storefrontUrl && secret ? { storefrontUrl, secret } : null;
}

/** Runs `run` after `ms`; answers a cancel. Injected by tests so no test waits on a real clock. */
export type SetTimer = (run: () => void, ms: number) => () => void;

const realTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(run, ms);
  // A pending notice must not keep a stopping process alive.
  timer.unref();
  return () => clearTimeout(timer);
};

export interface RevalidatorOptions {
  target: RevalidateTarget | null;
  windowMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  setTimer?: SetTimer;
  log?: (message: string) => void;
}

export interface Revalidator {
  /** Queues tags; they are sent together once the window closes. Never throws. */
  notify(tags: Iterable<string>): void;
  /** Sends what is queued now and waits for every call under way (each bounded by the timeout). */
  flush(): Promise<void>;
  /** Drops what is queued and aborts calls under way. */
  close(): void;
}

const DISABLED: Revalidator = { notify() {}, flush: async () => {}, close() {} };

export function createRevalidator(options: RevalidatorOptions): Revalidator {
  const { target } = options;
  if (!target) return DISABLED;
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  const setTimer = options.setTimer ?? realTimer;
  const log = options.log ?? ((message: string) => console.warn(message));
  const url = `${target.storefrontUrl}/api/revalidate`;
  const authorization = `Bearer ${target.secret}`;

  const pending = new Set<string>();
  const underWay = new Map<Promise<void>, AbortController>();
  const logged = new Set<string>();
  let cancelWindow: (() => void) | null = null;
  let closed = false;

  // One line per kind of failure for the life of the process: a storefront that is down would
  // otherwise print a line per stock change.
  const failed = (kind: string, detail: string) => {
    if (logged.has(kind)) return;
    logged.add(kind);
    try {
      log(`[platform] revalidate: ${detail} (${url}); further "${kind}" failures are not logged`);
    } catch {
      // a failing logger must not reach the caller either
    }
  };

  async function exchange(tags: string[], signal: AbortSignal): Promise<void> {
    const response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify({ tags }),
      signal,
    });
    // Read the answer so the connection is released (its content does not matter).
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) failed(`status ${response.status}`, `the storefront answered ${response.status}`);
  }

  async function post(tags: string[], controller: AbortController): Promise<void> {
    // Settles on our own abort whatever fetch does with it: a fetch that missed the abort (undici
    // has lost abort signals after GC, nodejs/undici#3644, #4068) would otherwise hold flush(), and
    // with it every control call, forever (issue 28).
    const gaveUp = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    gaveUp.catch(() => undefined);
    const cancelTimeout = setTimer(() => controller.abort(), timeoutMs);
    try {
      await Promise.race([exchange(tags, controller.signal), gaveUp]);
    } catch (cause) {
      if (closed) return;
      if (controller.signal.aborted) failed('timeout', `no answer within ${timeoutMs} ms`);
      else failed('network', `the storefront could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      cancelTimeout();
    }
  }

  function sendPending(): void {
    cancelWindow?.();
    cancelWindow = null;
    const tags = [...pending];
    pending.clear();
    for (let at = 0; at < tags.length; at += MAX_TAGS_PER_CALL) {
      const controller = new AbortController();
      const call = post(tags.slice(at, at + MAX_TAGS_PER_CALL), controller);
      underWay.set(call, controller);
      void call.finally(() => underWay.delete(call));
    }
  }

  return {
    notify(tags) {
      if (closed) return;
      try {
        for (const tag of tags) {
          // One bad tag would make the storefront refuse the whole call: leave it out instead.
          if (REVALIDATE_TAG.test(tag)) pending.add(tag);
          else failed('invalid tag', `left out a tag the storefront would refuse: ${JSON.stringify(tag).slice(0, 120)}`);
        }
        if (pending.size > 0 && !cancelWindow) cancelWindow = setTimer(sendPending, windowMs);
      } catch (cause) {
        failed('internal', `could not queue tags: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
    },
    async flush() {
      if (pending.size > 0) sendPending();
      await Promise.allSettled([...underWay.keys()]);
    },
    close() {
      closed = true;
      cancelWindow?.();
      cancelWindow = null;
      pending.clear();
      for (const controller of underWay.values()) controller.abort();
    },
  };
}
