import { expect, test } from '@playwright/test';

test('the visitor home fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Din cykel. Ditt ägarskap. Bevisat.' }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Logga in', exact: true })).toBeInViewport();
});
