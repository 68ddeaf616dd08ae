import { mkdirSync, writeFileSync } from 'node:fs';
import { launch, type Driver, type EngineName } from './driver';
import { startStack, type Stack } from './stack';
import { specs } from './specs';

/**
 * The @engines subset in WebKit (WebKitGTK's WebDriver) and Firefox ESR (WebDriver BiDi), and in
 * Chromium when asked: `tsx tests/engines/run.ts [--engines webkit,firefox] [--grep regexp] [--repeat N]`.
 * Engines run side by side against one stack; each runs the specs in order in one browser session.
 * Writes .tmp/engines.json ({ stats: { expected, unexpected }, results }) for scripts/test.mjs.
 */

export interface SpecContext {
  driver: Driver;
  stack: Stack;
  engine: EngineName;
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export interface Spec {
  name: string;
  /**
   * The engines it runs in (WebKit and Firefox unless given). Chromium runs the rest of the subset
   * in the Playwright suite (tests/e2e); here it joins only where the check is engine-level.
   */
  engines?: EngineName[];
  /** Over this the spec fails (90 s unless given). */
  timeoutMs?: number;
  /** Runs in a new browser (no cookies, an empty HTTP cache), as a first visit does. */
  freshBrowser?: boolean;
  /**
   * Runs in a browser session of its own, beside the engine's other specs: the 60 s playback check
   * mostly waits, and one session after the other made the step as long as WebKit's list.
   */
  ownSession?: boolean;
  run(context: SpecContext): Promise<void>;
}

/** What a failure report shows of the page: where it is, its dialogs and alerts, the video. */
const PAGE_STATE = `const video = document.querySelector('video');
  const ranges = (r) => { const out = []; for (let i = 0; i < r.length; i++) out.push([+r.start(i).toFixed(2), +r.end(i).toFixed(2)]); return out; };
  return { url: location.href, title: document.title,
    dialogs: [...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=alert],[role=status]')].map((d) => d.textContent.trim().slice(0, 120)).filter(Boolean),
    video: video && { time: video.currentTime, paused: video.paused, readyState: video.readyState, networkState: video.networkState, buffered: ranges(video.buffered), error: video.error && video.error.code, src: (video.currentSrc || '').slice(0, 80) } };`;

interface Result {
  engine: EngineName;
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
  /** Passed on a retry after failing. */
  flaky?: boolean;
}

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const engines = (option('engines') ?? 'webkit,firefox,chromium').split(',') as EngineName[];
const grep = option('grep');
const repeat = Number(option('repeat') ?? 1);
/** As the Playwright config: in CI a failed spec runs once more in a fresh browser, and passing then counts as flaky. */
const retries = Number(option('retries') ?? (process.env.CI ? 1 : 0));
const outputFile = option('output') ?? '.tmp/engines.json';
const chosenFor = (engine: EngineName) => specs.filter((spec) => (!grep || new RegExp(grep).test(spec.name)) && (spec.engines ?? ['webkit', 'firefox']).includes(engine));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** An engine's specs in sessions side by side: each `ownSession` spec in one, the rest in another. */
async function runEngine(engine: EngineName, stack: Stack, index: number): Promise<Result[]> {
  const chosen = chosenFor(engine);
  const lanes = [chosen.filter((spec) => !spec.ownSession), ...chosen.filter((spec) => spec.ownSession).map((spec) => [spec])].filter((lane) => lane.length > 0);
  // WebKit's WebDriver serves one session: each lane has a driver (and port) of its own.
  const driverPort = (lane: number) => Number(new URL(stack.web).port) + 50 + index * 4 + lane;
  return (await Promise.all(lanes.map((lane, laneIndex) => runLane(engine, stack, lane, driverPort(laneIndex))))).flat();
}

async function runLane(engine: EngineName, stack: Stack, chosen: Spec[], driverPort: number): Promise<Result[]> {
  const results: Result[] = [];
  const control = async <T,>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${stack.platform}/__control/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  let driver: Driver | null = null;
  const started = Date.now();
  const launchOptions = { display: stack.display, driverPort, locale: 'ja-JP' };
  try {
    driver = await launch(engine, launchOptions);
  } catch (error) {
    const message = `${engine} did not start: ${String(error)}`;
    console.log(`  ✘ [${engine}] (launch) ${message}`);
    return chosen.map((spec) => ({ engine, name: spec.name, ok: false, ms: Date.now() - started, error: message }));
  }
  console.log(`  · [${engine}] started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (let round = 0; round < repeat; round += 1) {
    for (const spec of chosen) {
      const failures: string[] = [];
      if (spec.freshBrowser) {
        await driver.close();
        driver = await launch(engine, launchOptions);
      }
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        const begun = Date.now();
        const label = `${spec.name}${attempt > 0 ? ` (retry #${attempt})` : ''}`;
        try {
          await withTimeout(spec.run({ driver, stack, engine, control }), spec.timeoutMs ?? 90_000, spec.name);
          results.push({ engine, name: spec.name, ok: true, ms: Date.now() - begun, ...(failures.length > 0 ? { flaky: true, error: failures.join('\n') } : {}) });
          console.log(`  ✓ [${engine}] ${label} (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
          break;
        } catch (error) {
          const state = await withTimeout(driver.run<unknown>(PAGE_STATE), 10_000, 'page state').catch((reason: unknown) => String(reason));
          const message = `${error instanceof Error ? error.message : String(error)}\n      page: ${JSON.stringify(state)}`;
          failures.push(message);
          console.log(`  ✘ [${engine}] ${label} (${((Date.now() - begun) / 1000).toFixed(1)} s)\n      ${message}`);
          if (attempt === retries) results.push({ engine, name: spec.name, ok: false, ms: Date.now() - begun, error: failures.join('\n') });
          // The next attempt or spec starts from a fresh browser: a failure may have left this one stuck.
          await driver.close();
          driver = await launch(engine, launchOptions);
        }
      }
    }
  }
  await driver.close();
  return results;
}

async function main() {
  mkdirSync('.tmp', { recursive: true });
  const stack = await startStack({ needsDisplay: engines.includes('webkit') && chosenFor('webkit').length > 0 });
  let results: Result[] = [];
  try {
    results = (await Promise.all(engines.map((engine, index) => runEngine(engine, stack, index)))).flat();
  } finally {
    await stack.stop();
  }
  // Playwright's JSON shape (scripts/test.mjs counts expected + flaky as passed).
  const flaky = results.filter((result) => result.ok && result.flaky).length;
  const expected = results.filter((result) => result.ok).length - flaky;
  const unexpected = results.length - expected - flaky;
  writeFileSync(outputFile, JSON.stringify({ stats: { expected, unexpected, flaky }, results }, null, 2));
  console.log(`\nengines (${engines.join(', ')}): ${expected} passed, ${flaky} flaky, ${unexpected} failed`);
  process.exit(unexpected > 0 ? 1 : 0);
}

void main();
