import type { z } from 'zod';
import type { PlatformContext } from '../context';
import { error, json, notFound, type PlatformRequest, type Reply } from '../http';
import { withPublicUrls } from '../images';

/** Helpers every route module shares: answers with absolute image URLs, the store lookup, flags. */

/** A 2xx answer; image paths in state become URLs on the platform's public host. */
export function answer(ctx: PlatformContext, body: unknown, status = 200): Reply {
  return json(withPublicUrls(body, ctx.options.publicUrl), status);
}

export const success = (ctx: PlatformContext, message?: string): Reply =>
  answer(ctx, message === undefined ? { success: true } : { success: true, message });

export const unauthenticated = (): Reply => error(401, 'Unauthenticated.');

/** Laravel's 422 shape: the first message, and every message keyed by field. */
export function invalid(errors: Record<string, string[]>): Reply {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return error(422, first, { errors });
}

export const storeNotFound = (slug: string): Reply => notFound(`Store ${slug} not found`);

/** Query flags arrive as 1/0, true/false or bare keys. */
export function flag(query: URLSearchParams, name: string): boolean {
  const value = query.get(name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

/** A positive integer from a query or path value, else the fallback. */
export function positiveInt(value: string | null | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** A path id: digits only, else null (so `/products/abc` is a 404, not a crash). */
export function idParam(req: PlatformRequest, name = 'id'): number | null {
  const raw = req.params[name];
  return /^\d+$/.test(raw ?? '') ? Number(raw) : null;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

type Parsed<T> = { ok: true; data: T } | { ok: false; reply: Reply };

function fieldMessage(field: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `The ${field} field is required.`;
  if (issue.code === 'invalid_format' && issue.format === 'email') return `The ${field} field must be a valid email address.`;
  if (issue.code === 'too_small' && issue.origin === 'string') return `The ${field} field is required.`;
  if (issue.code === 'invalid_value') return `The selected ${field} is invalid.`;
  return `The ${field} field is invalid.`;
}

/** Checks a request body with the contract's payload schema; a failure is the 422 of Laravel. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(fieldMessage(field, issue));
  }
  return { ok: false, reply: invalid(errors) };
}
