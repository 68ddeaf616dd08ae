import type { PlatformContext } from './context';
import { addComment } from './routes/live-events';
import { publishToPost } from './routes/live-support';

/**
 * The seller-side demo: while on, every live post gets bot comments, viewer counts and like
 * totals. On with PLATFORM_SIMULATION (npm start), off in tests unless a test asks through
 * `POST /__control/simulation`. Timers are unref'd so they never keep a process alive.
 * It tells the storefront nothing (platform/changes.ts): comments and counters are read fresh,
 * never from a cached page.
 */

export interface SimulationOptions {
  /** A bot comment per live post this often. */
  commentEveryMs: number;
  /** viewers.number and summary.* this often. */
  viewersEveryMs: number;
  /** Only this post; every live post when absent. */
  postId?: number;
}

export const DEFAULT_SIMULATION: SimulationOptions = { commentEveryMs: 4_000, viewersEveryMs: 5_000 };

interface Running {
  options: SimulationOptions;
  timers: ReturnType<typeof setInterval>[];
  counters: Map<number, { online: number; unique: number; likes: number; comments: number }>;
  step: number;
}

const running = new WeakMap<PlatformContext, Running>();

const BOT_VIEWERS = [
  { name: 'さくら', id: 80501, provider: 'guest' as const },
  { name: 'Yuki', id: 2101, provider: 'line' as const },
  { name: 'たけし', id: 2102, provider: 'kirari' as const },
  { name: 'Mia', id: 2103, provider: 'facebook' as const },
  { name: 'こうちゃん', id: 80502, provider: 'guest' as const },
];

const BOT_LINES = [
  'こんばんは！',
  'かわいい〜',
  '色違いも見たいです',
  'A1+1',
  '送料はいくらですか？',
  'さっき買いました！届くの楽しみ',
  'B1+2',
  'サイズ感を教えてください',
  '今日もありがとうございます',
  '抹茶ラテおいしいですよね',
];

function livePosts(ctx: PlatformContext, options: SimulationOptions) {
  return ctx.state.posts.filter((r) => r.post.live_status === 'live' && (options.postId === undefined || r.post.id === options.postId));
}

function countersOf(sim: Running, postId: number) {
  let counters = sim.counters.get(postId);
  if (!counters) {
    counters = { online: 40 + (postId % 17), unique: 120 + (postId % 31), likes: 300, comments: 5 };
    sim.counters.set(postId, counters);
  }
  return counters;
}

function commentTick(ctx: PlatformContext, sim: Running): void {
  for (const record of livePosts(ctx, sim.options)) {
    sim.step += 1;
    const viewer = BOT_VIEWERS[sim.step % BOT_VIEWERS.length];
    addComment(ctx, record, { ...viewer, message: BOT_LINES[sim.step % BOT_LINES.length] });
    countersOf(sim, record.post.id).comments += 1;
  }
}

function viewersTick(ctx: PlatformContext, sim: Running): void {
  for (const record of livePosts(ctx, sim.options)) {
    const counters = countersOf(sim, record.post.id);
    // A gentle random walk; unique viewers only grow.
    counters.online = Math.max(1, counters.online + Math.round((Math.random() - 0.45) * 6));
    counters.unique += Math.max(0, Math.round(Math.random() * 4));
    counters.likes += Math.round(Math.random() * 20);
    const id = record.post.id;
    publishToPost(ctx, id, 'notification', 'viewers.number', { count: counters.online, unique: counters.unique });
    publishToPost(ctx, id, 'notification', 'summary.like', { count: counters.likes });
    publishToPost(ctx, id, 'notification', 'summary.comment', { count: counters.comments });
  }
}

export function startSimulation(ctx: PlatformContext, options: Partial<SimulationOptions> = {}): SimulationOptions {
  stopSimulation(ctx);
  const merged: SimulationOptions = { ...DEFAULT_SIMULATION, ...options };
  const sim: Running = { options: merged, timers: [], counters: new Map(), step: 0 };
  sim.timers.push(setInterval(() => commentTick(ctx, sim), Math.max(50, merged.commentEveryMs)));
  sim.timers.push(setInterval(() => viewersTick(ctx, sim), Math.max(50, merged.viewersEveryMs)));
  for (const timer of sim.timers) timer.unref();
  running.set(ctx, sim);
  return merged;
}

export function stopSimulation(ctx: PlatformContext): void {
  const sim = running.get(ctx);
  if (!sim) return;
  for (const timer of sim.timers) clearInterval(timer);
  running.delete(ctx);
}

export function simulationStatus(ctx: PlatformContext): { on: boolean; options: SimulationOptions | null } {
  const sim = running.get(ctx);
  return { on: Boolean(sim), options: sim?.options ?? null };
}
