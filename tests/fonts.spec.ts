import { expect, test, type Page } from '@playwright/test';

// Inter's faces (issue 18): the core face on every page, the extra face (Polish letters)
// preloaded by the pages whose text uses it and never downloaded by the others.

function fontRequests(page: Page) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

const face = (name: 'core' | 'extra') => new RegExp(`/_next/static/media/inter_${name}\\.`);

test('a Polish page preloads both faces and draws its letters with them, each downloaded once @desktop-only', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/pl/');
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloads.filter((href) => face('core').test(href))).toHaveLength(1);
  expect(preloads.filter((href) => face('extra').test(href))).toHaveLength(1);
  await page.evaluate(() => document.fonts.ready);
  // The browser loaded both faces for the page's text (a face no text needs stays "unloaded").
  const status = await page.evaluate(() => Object.fromEntries([...document.fonts].map((font) => [font.family.replace(/"/g, ''), font.status])));
  expect(status).toMatchObject({ interCore: 'loaded', interExtra: 'loaded' });
  expect(fonts.filter((path) => face('core').test(path))).toHaveLength(1);
  expect(fonts.filter((path) => face('extra').test(path))).toHaveLength(1);
});

test('an English page without such letters neither preloads nor downloads the extra face @desktop-only', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/en/pricing/');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
  expect(fonts.filter((path) => face('core').test(path))).toHaveLength(1);
  expect(fonts.filter((path) => face('extra').test(path))).toEqual([]);
  const status = await page.evaluate(() => Object.fromEntries([...document.fonts].map((font) => [font.family.replace(/"/g, ''), font.status])));
  expect(status).toMatchObject({ interCore: 'loaded', interExtra: 'unloaded' });
});
