import { expect } from '@jest/globals';
import { z } from 'zod';
import type { Result } from '@/lib/api';
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
