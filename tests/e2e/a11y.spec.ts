import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** No serious or critical axe-core violations on the shell and catalogue pages (issue 3). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const pages = [
  '/',
  '/demo/market',
  '/demo/market?keyword=zzzz-none',
  '/demo/market/product/101',
  '/demo/market/product/106',
  '/demo/market/info',
  '/demo/jpcommercial',
  '/demo/login',
  '/taiwan/market?locale=zh-TW',
  '/demo/market?locale=en',
  '/404',
  '/403',
  '/error/permission',
];

for (const path of pages) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: the login dialog', async ({ page }) => {
  await page.goto('/demo/market?loginRequired=true');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
