import { matchRoute } from './page-titles';

/**
 * The one analytics module (issue 3 item 8): page views go into a queue that is flushed when the
 * browser is idle, to every configured sink (web analytics, the store's Facebook pixel). With no
 * sink configured the queue is dropped: nothing is loaded and nothing is sent.
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

export interface Sink {
  /** Loads the sink's script, once, the first time it has something to send. */
  load(): void;
  pageView(view: PageView): void;
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
  /** Adds a sink under a key (replacing one with the same key); returns its removal. */
  addSink(key: string, sink: Sink): () => void;
  /** Sends the queue now (the scheduler calls this). */
  flush(): void;
}

export function createTracker(schedule: Scheduler): Tracker {
  const sinks = new Map<string, Sink>();
  const loaded = new WeakSet<Sink>();
  let queue: PageView[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const views = queue;
    queue = [];
    for (const sink of sinks.values()) {
      if (!loaded.has(sink)) {
        loaded.add(sink);
        sink.load();
      }
      for (const view of views) sink.pageView(view);
    }
  }

  return {
    pageView(path) {
      const { title, store } = matchRoute(path);
      queue.push({ path, title, store, role: TRACKED_ROLE });
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
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
