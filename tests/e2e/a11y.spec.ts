import { expect, seriousViolations, test } from './fixtures';

/** No serious or critical axe-core violations on the shell and catalogue pages (issue 3). */
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
