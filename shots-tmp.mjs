import { chromium } from '@playwright/test';
const port = process.env.E2E_PORT;
const [p, ...ys] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.goto(`http://localhost:${port}/en/${p}`, { waitUntil: 'networkidle' });
const name = (p || 'home').replace(/\W+/g, '_');
for (const y of ys) {
  await page.screenshot({ path: `/tmp/clip28en_${name}_${y}.png`, fullPage: true, clip: { x: 0, y: Number(y), width: 390, height: 1600 } });
}
console.log(await page.evaluate(() => document.body.scrollHeight));
await browser.close();
