import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals';
import { z } from 'zod';
import type { Result } from '@/lib/api';
import { login } from '@/lib/api/auth';
import { errorBody } from '@/lib/schemas';
import { startPlatform, type RunningPlatform } from '@/platform/server';

/**
 * Contract-test harness: the real platform in-process on ephemeral ports, with lib/config pointed
 * at it, so tests call the storefront's own lib/api functions over HTTP.
 */

export interface Harness {
  platform: RunningPlatform;
  api: string;
  interaction: string;
}

export async function startHarness(): Promise<Harness> {
  const platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
  const { publicUrl, interactionUrl } = platform.ctx.options;
  process.env.PLATFORM_API_URL = publicUrl;
  process.env.INTERACTION_API_URL = interactionUrl;
  return { platform, api: publicUrl, interaction: interactionUrl };
}

export async function stopHarness(harness: Harness | undefined): Promise<void> {
  await harness?.platform.close();
}

export const DEMO = { email: 'buyer@example.com', password: 'kirari-demo' };

/** What the realtime hub was asked to publish during one test. */
export interface Published {
  channel: string;
  name: string;
  data: unknown;
}

export interface HarnessOptions {
  /** `ctx.reset()` before each test. */
  reset?: boolean;
  /** The demo member's token: signed in before each test (after the reset), or once for the file. */
  login?: 'each' | 'once';
  /** Record every realtime publish (still delivered) into `published`, emptied before each test. */
  record?: boolean;
}

export interface SetUpHarness extends Harness {
  readonly token: string;
  readonly published: Published[];
}

/**
 * Registers the usual hooks (start in beforeAll, stop in afterAll, the chosen per-test set-up in
 * beforeEach) and answers getters, valid inside hooks and tests. Hooks a file adds after calling
 * this run after these ones.
 */
export function setupHarness(options: HarnessOptions = {}): SetUpHarness {
  let harness: Harness | undefined;
  let token: string | undefined;
  let published: Published[] = [];
  const started = (): Harness => {
    if (!harness) throw new Error('the harness is used outside a hook or test');
    return harness;
  };

  beforeAll(async () => {
    harness = await startHarness();
    if (options.record) {
      const realtime = harness.platform.ctx.realtime;
      const publish = realtime.publish.bind(realtime);
      realtime.publish = (channel, name, data) => {
        published.push({ channel, name, data });
        publish(channel, name, data);
      };
    }
    if (options.login === 'once') token = await demoToken(login);
  });
  if (options.reset || options.record || options.login === 'each') {
    beforeEach(async () => {
      if (options.reset) started().platform.ctx.reset();
      published = [];
      if (options.login === 'each') token = await demoToken(login);
    });
  }
  afterAll(() => stopHarness(harness));

  return {
    get platform() {
      return started().platform;
    },
    get api() {
      return started().api;
    },
    get interaction() {
      return started().interaction;
    },
    get token() {
      if (token === undefined) throw new Error('no token: call setupHarness({ login })');
      return token;
    },
    get published() {
      return published;
    },
  };
}

/** Parses with the contract schema and fails with zod's readable report, not a bare "false". */
export function expectParses<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`answer does not fit its schema:\n${z.prettifyError(parsed.error)}\n${JSON.stringify(value).slice(0, 600)}`);
  return parsed.data;
}

/**
 * A lib/api result must be a success, and its data must parse with the answer schema. (lib/api
 * keeps a mismatched answer unchanged, so parsing again here catches what it only reported.)
 */
export function expectAnswer<S extends z.ZodType, T>(schema: S, result: Result<T>): z.output<S> {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return expectParses(schema, result.data);
}

/** A failed call: its status, and a body that fits the error shape. */
export function expectFailure<T>(result: Result<T>, status: number, reportType?: string) {
  if (result.ok) throw new Error(`expected HTTP ${status}, got success: ${JSON.stringify(result.data).slice(0, 300)}`);
  expect(result.error.status).toBe(status);
  const body = expectParses(errorBody, result.error.body);
  if (reportType) expect(body.report_type).toBe(reportType);
  return body;
}

/** Signs in the demo member through the login call and returns the member token. */
export async function demoToken(login: (payload: typeof DEMO) => Promise<Result<{ kirari_token: string }>>): Promise<string> {
  const result = await login(DEMO);
  if (!result.ok) throw new Error(`demo login failed: ${JSON.stringify(result.error)}`);
  return result.data.kirari_token;
}

/** Raw HTTP for what lib/api has no function for (images, control API). */
export async function raw(base: string, path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A JSON POST through `raw` (control hooks, bodies lib/api would refuse to send). */
export function postJson(base: string, path: string, body: unknown) {
  return raw(base, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
