import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from './helpers';
import { outDir } from './site-pages';
import { TEST_VOICE_AGENT_ORIGIN } from './voice-agent-host';

// The local server applies out/_headers, the file Netlify and Cloudflare Pages
// apply: these tests check the policy the browser really enforces.

const expectedHeaders = Object.fromEntries(
  readFileSync(join(outDir, '_headers'), 'utf8')
    .split('\n')
    .filter((line) => /^\s+\S+:/.test(line))
    .slice(0, 7)
    .map((line) => [line.trim().split(':')[0]!.toLowerCase(), line.trim().slice(line.trim().indexOf(':') + 1).trim()]),
);

test.describe('security headers @desktop-only', () => {
  for (const path of ['/en/', '/pl/pricing/', '/pricing/', '/en/no-such-page/', '/icon.svg']) {
    test(`${path} carries every security header`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The test build's voice agent (npm run build:test); without one the microphone is off for everyone.
      expect(headers['permissions-policy']).toContain(`microphone=("${TEST_VOICE_AGENT_ORIGIN}")`);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      for (const [key, value] of Object.entries(expectedHeaders)) expect(headers[key], key).toBe(value);
    });
  }

  test('every exported page carries its own script policy without unsafe-inline or unsafe-eval', async ({ request }) => {
    const html = await (await request.get('/en/pricing/')).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    // Nothing unsafe but WebAssembly compilation, for site search (Pagefind), on pages with the search trigger.
    expect(scriptSrc.replace(" 'wasm-unsafe-eval'", '')).not.toContain('unsafe');
    expect(scriptSrc.includes("'wasm-unsafe-eval'")).toBe(html.includes(' data-site-search='));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });
});

test.describe('the policy in the browser @desktop-only', () => {
  test('the site’s own inline scripts run, an injected one is blocked and reported', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/en/');
    // The hashed theme script ran before paint.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The page hydrated: the client-side footer switcher works.
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Polski' })).toBeVisible();
    expect(errors).toEqual([]);

    const result = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve({ ran: 'pwned' in window, directive: e.effectiveDirective }), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.pwned = true';
          document.head.append(script);
        }),
    );
    expect(result).toEqual({ ran: false, directive: 'script-src-elem' });
  });

  test('the browser understands the whole Permissions-Policy: no message about it in the console', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`));
    const response = await page.goto('/en/pricing/');
    expect(response?.headers()['permissions-policy']).toContain('microphone=(');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(messages.filter((text) => /permissions.policy|feature policy/i.test(text))).toEqual([]);
  });

  test('the site cannot be framed (frame-ancestors \'none\')', async ({ page, baseURL }) => {
    const refused = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()));
    // A page without a policy of its own (about:blank) tries to frame the site.
    await page.setContent(`<iframe title="framed" src="${baseURL}/en/pricing/"></iframe>`);
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const heading = await frame?.evaluate(() => document.querySelector('h1')?.textContent ?? null).catch(() => null);
    expect(heading ?? null).not.toBe(messages.en.pages.pricing.heading);
  });
});
