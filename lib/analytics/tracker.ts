import { matchRoute } from './page-titles';

/**
 * The one analytics module (issue 3 item 8): page views and measurement events (web vitals, the
 * player's quality: issue 16) go into a queue that is flushed when the browser is idle, or at once
 * when asked (a page being hidden), to every configured sink (web analytics, the store's Facebook
 * pixel, a measurement beacon). With no sink configured the queue is dropped: nothing is sent.
 */

/** Commerce §6: buyer is the role tracked for analytics. */
export const TRACKED_ROLE = 'buyer';

export interface PageView {
  path: string;
  /** zh-TW title of the route (commerce §2). */
  title: string;
  store: string | null;
  role: typeof TRACKED_ROLE;
}

/** A measurement: `web_vital`, `playback_quality`; flat params so any sink can carry them. */
export interface AnalyticsEvent {
  name: string;
  params: Record<string, string | number | boolean | null>;
}

export interface Sink {
  /** Loads the sink's script, once, the first time it has something to send. */
  load(): void;
  pageView(view: PageView): void;
  /** Sinks without it (the pixel) receive no measurements. */
  event?(event: AnalyticsEvent): void;
  /** After each flush: a sink that batches sends now. */
  flushed?(): void;
}

/** When to flush: after idle in browsers (tracking never delays rendering). */
export type Scheduler = (task: () => void) => void;

export function idleScheduler(win: Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] }): Scheduler {
  return (task) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 4000 });
    else win.setTimeout(task, 1500);
  };
}

export interface Tracker {
  pageView(path: string): void;
  /** Queues a measurement; `now` flushes at once (the page is being hidden: no idle time is left). */
  event(event: AnalyticsEvent, now?: boolean): void;
  /** Adds a sink under a key (replacing one with the same key); returns its removal. */
  addSink(key: string, sink: Sink): () => void;
  /** Sends the queue now (the scheduler calls this). */
  flush(): void;
}

export function createTracker(schedule: Scheduler): Tracker {
  const sinks = new Map<string, Sink>();
  const loaded = new WeakSet<Sink>();
  let queue: ({ view: PageView } | { event: AnalyticsEvent })[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const items = queue;
    queue = [];
    if (items.length === 0) return;
    for (const sink of sinks.values()) {
      if (!loaded.has(sink)) {
        loaded.add(sink);
        sink.load();
      }
      for (const item of items) {
        if ('view' in item) sink.pageView(item.view);
        else sink.event?.(item.event);
      }
      sink.flushed?.();
    }
  }

  function later(): void {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  }

  return {
    pageView(path) {
      const { title, store } = matchRoute(path);
      queue.push({ view: { path, title, store, role: TRACKED_ROLE } });
      later();
    },
    event(event, now = false) {
      queue.push({ event });
      if (now) flush();
      else later();
    },
    addSink(key, sink) {
      sinks.set(key, sink);
      return () => {
        if (sinks.get(key) === sink) sinks.delete(key);
      };
    },
    flush,
  };
}
