import { test as base, expect } from '@playwright/test';

/** e2e helpers: the platform's control API, reset before every test. */
export const platformUrl = () => process.env.E2E_PLATFORM_URL ?? 'http://127.0.0.1:4110';

export async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${platformUrl()}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const test = base.extend<{ resetPlatform: void }>({
  resetPlatform: [
    async ({}, use) => {
      await control('reset', {});
      await use();
    },
    { auto: true },
  ],
});

export { expect };
