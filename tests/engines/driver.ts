import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import chromiumArgs from '../e2e/chromium-args.json';
import { ClassicSession } from './classic-webdriver';

/**
 * One engine behind the few operations the specs need. WebKitGTK through its W3C classic WebDriver
 * (WebKitWebDriver + MiniBrowser under Xvfb); Firefox ESR through WebDriver BiDi (puppeteer-core);
 * Chromium through puppeteer-core too (its own CDP). Pages are driven by DOM state: every wait polls
 * a page expression until it holds or a deadline passes, never a fixed sleep.
 */

export type EngineName = 'webkit' | 'firefox' | 'chromium';

export interface Driver {
  readonly engine: EngineName;
  /** Navigates and waits until the new document has parsed. */
  goto(url: string): Promise<void>;
  /** Runs a function body in the page (`args` is its argument array) and answers its JSON value. */
  run<T>(body: string, args?: unknown[]): Promise<T>;
  /** A real click (WebDriver element click, or a pointer click) on the element a finder marks. */
  click(target: Target): Promise<void>;
  /** Real key input into the element a finder marks (`\n` ends with Enter). */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option of this value in the <select> a finder marks. */
  select(target: Target, value: string): Promise<void>;
  /** Signs out and forgets the engine's cookies. */
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

/** How a spec names an element: CSS, or the accessible things a buyer sees. */
export type Target = { css: string } | { label: string } | { role: string; name: string | RegExp } | { testId: string };

/** Page-side finder: marks the first visible match with data-engine-target and answers its selector. */
const FINDER = `
const [target] = args;
// A Next page answers clicks only once React has hydrated it (its <body> then carries React's keys).
if (self.__next_f && !Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))) return null;
const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
const text = (el) => (el.getAttribute('aria-label') || el.textContent || el.value || '').replace(/\\s+/g, ' ').trim();
const matches = (value) => target.nameSource ? new RegExp(target.nameSource).test(value) : value === target.name;
let found = null;
if (target.css) found = [...document.querySelectorAll(target.css)].find(visible);
else if (target.testId) found = [...document.querySelectorAll('[data-testid="' + target.testId + '"]')].find(visible);
else if (target.label) {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent.replace(/\\s+/g, ' ').trim().startsWith(target.label));
  found = label ? (label.control || label.querySelector('input,textarea,select')) : null;
  found ??= [...document.querySelectorAll('[aria-label]')].find((el) => el.getAttribute('aria-label') === target.label && visible(el));
  if (!found) found = [...document.querySelectorAll('[placeholder]')].find((el) => el.getAttribute('placeholder') === target.label && visible(el));
} else if (target.role) {
  const implicit = { button: 'button,[role=button],input[type=submit]', link: 'a[href],[role=link]', radio: 'input[type=radio],[role=radio]', option: 'option,[role=option]', tab: '[role=tab]', textbox: 'input,textarea' };
  found = [...document.querySelectorAll(implicit[target.role] || '[role=' + target.role + ']')].find((el) => {
    if (!visible(el) && el.type !== 'radio') return false;
    const labelled = el.labels && el.labels[0] ? el.labels[0].textContent.replace(/\\s+/g, ' ').trim() : '';
    return matches(text(el)) || (labelled && matches(labelled));
  });
}
if (!found) return null;
// A styled radio or checkbox hides its input: the buyer clicks its label.
if ((found.type === 'radio' || found.type === 'checkbox') && !visible(found) && found.labels && found.labels[0]) found = found.labels[0];
// Not yet on screen (a streamed part waits in React's hidden container until it is swapped in): wait.
if (!visible(found)) return null;
const id = String(Math.random()).slice(2);
found.setAttribute('data-engine-target', id);
found.scrollIntoView({ block: 'center' });
return '[data-engine-target="' + id + '"]';
`;

const wireTarget = (target: Target) =>
  'role' in target && target.name instanceof RegExp ? { role: target.role, nameSource: target.name.source } : target;

/** Polls `check` (a function body answering a truthy value when the state is reached). */
export async function waitFor<T>(driver: Driver, check: string, { timeout = 15_000, args = [] as unknown[], what = check } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await driver.run<T>(check, args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation under way replaces the document: look again.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for: ${what.trim().slice(0, 200)} (last: ${String(last).slice(0, 200)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function locate(driver: Driver, target: Target): Promise<string> {
  return waitFor<string>(driver, FINDER, { args: [wireTarget(target)], what: `element ${JSON.stringify(wireTarget(target))}` });
}

/** A navigation is done when the marker left on the old document is gone and the new one parsed. */
const MARK_OLD = `window.__engineOld = true; return true;`;
const NEW_PARSED = `return !window.__engineOld && document.readyState !== 'loading' && location.href !== 'about:blank';`;

class ClassicDriver implements Driver {
  readonly engine = 'webkit' as const;
  constructor(
    private readonly session: ClassicSession,
    private readonly cleanup: () => Promise<void>,
  ) {}

  async goto(url: string) {
    await this.session.execute(MARK_OLD).catch(() => undefined);
    await this.session.navigate(url);
    await waitFor(this, NEW_PARSED, { timeout: 30_000, what: `navigation to ${url}` });
  }

  run<T>(body: string, args: unknown[] = []) {
    return this.session.execute(`const args = arguments[0]; ${body}`, [args]) as Promise<T>;
  }

  async click(target: Target) {
    const selector = await locate(this, target);
    await this.session.click(selector).catch(async (error: unknown) => {
      // WebKitGTK calls a button in a scrolled strip "not interactable" where the others click it: a DOM click then.
      if (!String(error).includes('not interactable')) throw error;
      await this.run(`document.querySelector(args[0]).click(); return true;`, [selector]);
    });
  }

  async type(target: Target, text: string) {
    const selector = await locate(this, target);
    await this.session.type(selector, text.replace(/\n/g, '\uE007'));
  }

  async select(target: Target, value: string) {
    const selector = await locate(this, target);
    await this.session.click(`${selector} option[value="${value}"]`);
  }

  async clearCookies() {
    await this.session.deleteCookies();
  }

  async close() {
    await this.session.delete().catch(() => undefined);
    await this.cleanup();
  }
}

class PuppeteerDriver implements Driver {
  constructor(
    readonly engine: 'firefox' | 'chromium',
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 45_000 });
  }

  run<T>(body: string, args: unknown[] = []) {
    return this.page.evaluate(`(function (args) { ${body} })(${JSON.stringify(args)})`) as Promise<T>;
  }

  async click(target: Target) {
    await this.page.click(await locate(this, target));
  }

  async type(target: Target, text: string) {
    const selector = await locate(this, target);
    const [body, enter] = text.endsWith('\n') ? [text.slice(0, -1), true] : [text, false];
    await this.page.type(selector, body);
    if (enter) await this.page.keyboard.press('Enter');
  }

  async select(target: Target, value: string) {
    await this.page.select(await locate(this, target), value);
  }

  async clearCookies() {
    await this.browser.deleteCookie(...(await this.browser.cookies()));
  }

  async close() {
    await this.browser.close().catch(() => undefined);
  }
}

/**
 * WebKit plays HLS itself, as on every iPhone (WebKitGTK's GStreamer HLS, off by default there):
 * the room then takes its native path (native-engine.ts), the one iOS buyers get. WebKitGTK 2.50's
 * MSE path with video.js never leaves HAVE_CURRENT_DATA here, even in a bare video.js page (ADR
 * 0010), and no iPhone takes it; ENGINES_WEBKIT_MSE=1 runs WebKit over MSE anyway, to look at it.
 */
function webkitMediaEnv(): Record<string, string> {
  return process.env.ENGINES_WEBKIT_MSE === '1' ? {} : { WEBKIT_GST_ENABLE_HLS_SUPPORT: '1' };
}

/**
 * WebKit draws without accelerated compositing: Xvfb has no GPU, so its compositor ran on Mesa's
 * software OpenGL, which took 1.6 cores while a room played (123 s of CPU for a 60 s playback
 * check and one room spec, 25 s without). Layout, scripts, media and events are the same;
 * ENGINES_WEBKIT_COMPOSITING=1 keeps the GL compositor.
 */
function webkitDrawEnv(): Record<string, string> {
  return process.env.ENGINES_WEBKIT_COMPOSITING === '1' ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
}

const WEBKIT_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function waitForPort(url: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  const attempt = async (): Promise<void> => {
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return attempt();
  };
  return attempt();
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Starts an engine: `display` is the Xvfb display WebKit draws on, `driverPort` its WebDriver's port. */
export async function launch(engine: EngineName, { display, driverPort, locale }: { display: string; driverPort: number; locale: string }): Promise<Driver> {
  if (engine === 'webkit') {
    const driver = spawn('WebKitWebDriver', [`--port=${driverPort}`], { env: { ...process.env, ...webkitMediaEnv(), ...webkitDrawEnv(), DISPLAY: display, LANG: locale }, stdio: 'ignore' });
    const base = `http://127.0.0.1:${driverPort}`;
    try {
      await waitForPort(`${base}/status`, 20_000);
      const session = await ClassicSession.create(base, {
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] },
      });
      await session.setTimeouts({ script: 30_000, pageLoad: 60_000 });
      // A desktop window, as Firefox's and Chromium's headless default (MiniBrowser opens small).
      await session.setWindowRect({ width: 1280, height: 900 }).catch(() => undefined);
      return new ClassicDriver(session, () => stopChild(driver));
    } catch (error) {
      await stopChild(driver);
      throw error;
    }
  }
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          protocol: 'webDriverBiDi',
          extraPrefsFirefox: { 'intl.accept_languages': locale, 'media.autoplay.default': 0 },
          timeout: 90_000,
        })
      : // The headless shell, as in the Playwright suite (playwright.config.ts): half the full browser's CPU.
        await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: [...chromiumArgs, `--lang=${locale}`], timeout: 90_000 });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(30_000);
  return new PuppeteerDriver(engine, browser, page);
}
