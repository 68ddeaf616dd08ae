/**
 * A thin W3C WebDriver (classic) client over fetch, for WebKitGTK's WebKitWebDriver: the few
 * commands the engine specs use. https://www.w3.org/TR/webdriver2/
 */

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

const COMMAND_TIMEOUT_MS = 45_000;

export class WebDriverError extends Error {}

export class ClassicSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<ClassicSession> {
    const value = (await command(driverUrl, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
    return new ClassicSession(driverUrl, value.sessionId);
  }

  private send(method: string, path: string, body?: unknown): Promise<unknown> {
    return command(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<unknown> {
    return this.send('POST', '/url', { url });
  }

  /** Runs a function body in the page; `arguments` holds args. */
  execute(script: string, args: unknown[] = []): Promise<unknown> {
    return this.send('POST', '/execute/sync', { script, args });
  }

  async findElement(css: string): Promise<Record<string, string>> {
    const value = (await this.send('POST', '/element', { using: 'css selector', value: css })) as Record<string, string>;
    return { [ELEMENT_KEY]: value[ELEMENT_KEY] };
  }

  async click(css: string): Promise<void> {
    const element = await this.findElement(css);
    await this.send('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  async type(css: string, text: string): Promise<void> {
    const element = await this.findElement(css);
    await this.send('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  setWindowRect(rect: { width: number; height: number }): Promise<unknown> {
    return this.send('POST', '/window/rect', rect);
  }

  deleteCookies(): Promise<unknown> {
    return this.send('DELETE', '/cookie');
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<unknown> {
    return this.send('POST', '/timeouts', timeouts);
  }

  delete(): Promise<unknown> {
    return command(this.base, 'DELETE', `/session/${this.id}`);
  }
}

async function command(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    // A browser that stopped answering fails the command instead of hanging the run.
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { value?: { error?: string; message?: string } | unknown };
  const value = answer.value as { error?: string; message?: string } | undefined;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
    throw new WebDriverError(`${method} ${path}: ${response.status} ${value?.error ?? ''} ${value?.message ?? ''}`.trim());
  }
  return answer.value;
}
