import type { BrowserContext, Page } from '@playwright/test';
import { expect, platformUrl } from './fixtures';

/** Helpers of the fault-mode matrix (issue 11 item 8): set a platform fault, read the report sink. */

export const FAULT_MODES = ['status500', 'slow', 'malformed', 'empty', 'reset'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** Just over the storefront's server-side timeout in e2e (playwright.config.ts). */
export const SLOW_MS = Number(process.env.E2E_PLATFORM_TIMEOUT_MS ?? 3000) + 400;

export async function setFault(rule: { method?: string; path: string; mode: FaultMode; times?: number }): Promise<void> {
  const response = await fetch(`${platformUrl()}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...rule, ...(rule.mode === 'slow' ? { delayMs: SLOW_MS } : {}) }),
  });
  if (response.status !== 201) throw new Error(`fault ${rule.path}: ${response.status} ${await response.text()}`);
}

/** Every public answer the matrix reads, expired in the storefront's data cache (POST /api/revalidate). */
const PUBLIC_TAGS = ['demo', 'taiwan', 'tickets', 'enterprise'].flatMap((slug) => [`store:${slug}`, `products:${slug}`]);

export async function expirePublicCaches(): Promise<void> {
  const response = await fetch(`${process.env.E2E_WEB_URL}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ tags: PUBLIC_TAGS }),
  });
  if (response.status !== 200) throw new Error(`revalidate: ${response.status} ${await response.text()}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${platformUrl()}/__control/faults`, { method: 'DELETE' });
}

/** The error reports received so far, as text (Sentry envelope items). */
async function reports(): Promise<{ count: number; text: string }> {
  const body = (await (await fetch(`${platformUrl()}/__control/reports`)).json()) as { data: unknown[] };
  return { count: body.data.length, text: JSON.stringify(body.data) };
}

export async function reportCount(): Promise<number> {
  return (await reports()).count;
}

/** Waits until a report received after the first `since` names one of `wheres` (lib/report's `where` tag). */
export async function expectReported(wheres: readonly string[], since = 0): Promise<void> {
  await expect
    .poll(async () => {
      const body = (await (await fetch(`${platformUrl()}/__control/reports`)).json()) as { data: unknown[] };
      const text = JSON.stringify(body.data.slice(since));
      return wheres.find((where) => text.includes(`"where":"${where}"`)) ?? null;
    }, { message: `a report tagged ${wheres.join(' or ')}`, timeout: 15_000 })
    .not.toBeNull();
}

/** Reports of a broken platform answer, whichever layer saw it first. */
export const PLATFORM_REPORTS = ['api.failure', 'api.schema-mismatch'] as const;

const BARE_ERRORS = [
  /Application error/i,
  /client-side exception/i,
  /Internal Server Error/i,
  /Unhandled Runtime Error/i,
  /This page could not be found/i,
  /Cannot read propert/i,
  /is not a function/i,
  /TypeError|ReferenceError|SyntaxError/,
  /\bat \S+ \(?\S+:\d+:\d+\)?/,
  /\.(tsx?|jsx?|mjs):\d+/,
];

/**
 * The page shows something a buyer can read: a heading or an alert in the page's own words, and
 * never a blank page, Next's bare error text or a stack. Answers what it shows, for the matrix.
 */
export async function expectReadablePage(page: Page): Promise<string> {
  // Words, not just a glyph: an error boundary has its text only once hydrated.
  // The page's own heading (main, or the live room, which has no main), not the store header's.
  const shown = page
    .locator('[role="alert"]:visible, main :is(h1, h2):visible, [data-testid="live-room"] :is(h1, h2):visible')
    .filter({ hasText: /\p{L}{2,}/u })
    .first();
  await expect(shown).toBeVisible({ timeout: 15_000 });
  const text = (await page.locator('body').innerText()).trim();
  expect(text.length).toBeGreaterThan(20);
  for (const pattern of BARE_ERRORS) expect(text, `bare error text ${pattern}`).not.toMatch(pattern);
  const alert = page.locator('[role="alert"]:visible').filter({ hasText: /\S/ }).first();
  const summary = (await alert.count()) ? `alert: ${(await alert.innerText()).trim()}` : `content: ${(await shown.innerText()).trim()}`;
  return summary.replace(/\s+/g, ' ').slice(0, 90);
}

export async function useLocale(context: BrowserContext, locale: 'en' | 'ja' | 'zh-TW'): Promise<void> {
  await context.addCookies([{ name: 'kirari_locale', value: locale, url: process.env.E2E_WEB_URL ?? 'http://localhost:3100' }]);
}

/** One line of the matrix in the test output (`FAULT-MATRIX|row|mode|what it shows`). */
export function matrixLine(row: string, mode: FaultMode, shows: string): void {
  console.log(`FAULT-MATRIX|${row}|${mode}|${shows}`);
}
