/** @jest-environment node */
// The host recipes that cannot run here (Netlify, Cloudflare Pages, Vercel),
// checked against each host's documented rule syntax and limits, and against
// the rules the nginx recipe and `npm start` are proven to follow
// (tests/services/hosts.spec.ts): the same security headers, Vary and language rule.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import {
  IMMUTABLE_CACHE,
  LANGUAGE_VARY,
  MARKDOWN_TYPE,
  NEVER_SERVED,
  NOT_A_LANGUAGE_PATH,
  VERCEL_CRON_SCHEDULE,
  VERCEL_UNPREFIXED,
  adminHeaderOverrides,
  cloudflareRedirects,
  headersFile,
  matchesPattern,
  netlifyRedirects,
  nginxConf,
  parseHeadersFile,
  securityHeaders,
  vercelConfig,
} from './security-headers.mjs';
import { chooseLanguage } from './language-rule.mjs';
import { siteConfig } from '../site';

const unprefixed = ['/', '/pricing/', '/real-estate/florida/', '/blog/'];
const security = Object.fromEntries(securityHeaders(siteConfig).map(({ key, value }) => [key, value]));
const pages = ['/', '/pricing/', '/real-estate/florida/', '/plans/'];
const notPages = ['/en/', '/pl/pricing/', '/pl', '/_next/static/chunks/a.js', '/robots.txt', '/api/leads', '/og/en/home.png'];

describe('Netlify and Cloudflare Pages: _headers', () => {
  const text = headersFile(siteConfig, unprefixed);
  const rules = parseHeadersFile(text);

  test('follows the documented syntax: a path line, then indented "Name: value" lines', () => {
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      if (/^\s/.test(line)) expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
      else expect(line).toMatch(/^\/\S*$/);
    }
  });

  test("stays within Cloudflare's limits: 100 rules, 2,000 characters a line", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  test('every path gets the same security headers as nginx and npm start', () => {
    expect(rules[0]!.pattern).toBe('/*');
    expect(Object.fromEntries(rules[0]!.headers)).toEqual(security);
  });

  test('immutable caching only for /_next/static/*', () => {
    const immutable = rules.filter((rule) => rule.headers.some(([key, value]) => key === 'Cache-Control' && value === IMMUTABLE_CACHE));
    expect(immutable.map((rule) => rule.pattern)).toEqual(['/_next/static/*']);
  });

  test("the posts' markdown copies are text/markdown in UTF-8, and nothing else is", () => {
    const typed = rules.filter((rule) => rule.headers.some(([key]) => key === 'Content-Type'));
    expect(typed.map((rule) => rule.headers)).toEqual([[['Content-Type', MARKDOWN_TYPE]]]);
    const [rule] = typed;
    for (const path of ['/en/blog/voice-agent-deployment-checklist/index.md', '/pl/blog/wdrozenie-agenta-glosowego-rodo-i-integracje/index.md']) {
      expect(matchesPattern(rule!.pattern, path)).toBe(true);
    }
    for (const path of ['/en/blog/post/', '/en/blog/post/index.html', '/en/blog//index.md', '/en/blog-md/post/index.md', '/en/blog/a/b/index.md']) {
      expect(matchesPattern(rule!.pattern, path)).toBe(false);
    }
  });

  test('each unprefixed page address says Vary: Accept-Language, Cookie; no prefixed one does', () => {
    const vary = rules.filter((rule) => rule.headers.some(([key]) => key === 'Vary'));
    expect(vary.map((rule) => rule.pattern)).toEqual(unprefixed);
    for (const rule of vary) expect(rule.headers).toEqual([['Vary', LANGUAGE_VARY]]);
  });
});

describe('Netlify: _redirects', () => {
  const lines = netlifyRedirects(unprefixed)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const parsed = lines.map((line) => {
    const [from, to, status, ...conditions] = line.split(/\s+/);
    return { from: from!, to: to!, status: status!, conditions };
  });

  test('follows the documented syntax: from, to, status (! forces), conditions', () => {
    for (const rule of parsed) {
      expect(rule.from).toMatch(/^\/[\w/-]*$/);
      expect(rule.to).toMatch(/^\/[\w/.-]*$/);
      expect(rule.status).toMatch(/^(200|301|302)!$/);
      expect(rule.conditions).toHaveLength(1);
      expect(rule.conditions[0]).toMatch(/^(Language=pl|Cookie=language)$/);
    }
  });

  /** What Netlify answers: the first rule whose path and condition match (null: the file is served). */
  function answer(path: string, { language, cookie }: { language?: string; cookie?: boolean }) {
    const rule = parsed.find((r) => r.from === path && (r.conditions[0] === 'Cookie=language' ? cookie : language?.startsWith('pl')));
    return rule ? `${rule.status.replace('!', '')} ${rule.to}` : null;
  }

  test('the language rule, as nginx applies it: a Polish browser goes to /pl/, with and without the slash', () => {
    expect(answer('/', { language: 'pl' })).toBe('302 /pl/');
    expect(answer('/pricing/', { language: 'pl' })).toBe('302 /pl/pricing/');
    expect(answer('/pricing', { language: 'pl' })).toBe('302 /pl/pricing/');
    expect(answer('/pricing/', { language: 'en' })).toBeNull();
  });

  test('a stored choice wins: with the cookie the redirect page (which applies the choice) is served', () => {
    expect(answer('/pricing/', { language: 'pl', cookie: true })).toBe('200 /pricing/index.html');
    expect(answer('/', { language: 'pl', cookie: true })).toBe('200 /index.html');
  });

  test('prefixed paths and files are never redirected', () => {
    for (const path of notPages) expect(parsed.some((rule) => rule.from === path)).toBe(false);
  });

  test('Cloudflare Pages (no language conditions) gets no rule at all: the redirect pages pick the language', () => {
    expect(cloudflareRedirects().split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
  });
});

describe('the lead functions on the serverless hosts', () => {
  const root = join(__dirname, '..', '..');
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  test('Vercel: /api/leads is never sent to a language, never cached, and Cron Jobs call the retry run daily (the Hobby limit)', () => {
    const config = vercelConfig(siteConfig);
    for (const rule of config.redirects) expect(pathToRegexp(rule.source).test('/api/leads')).toBe(false);
    const api = config.headers.filter((rule) => pathToRegexp(rule.source).test('/api/leads'));
    expect(api.flatMap((rule) => rule.headers).find((h) => h.key === 'Cache-Control')?.value).toBe('no-store');
    expect(config.crons).toEqual([{ path: '/api/leads-outbox/', schedule: VERCEL_CRON_SCHEDULE }]);
    // Five fields, one fixed minute and hour: once a day.
    expect(VERCEL_CRON_SCHEDULE).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    // trailingSlash redirects /api/leads to /api/leads/: the rewrite takes that (and the cron's address) to the function file.
    const rewrite = (path: string) => {
      for (const rule of config.rewrites) {
        const match = pathToRegexp(rule.source).exec(path);
        if (match) return rule.destination.replace(':fn', match[1] ?? '');
      }
      return path;
    };
    for (const path of ['/api/leads/', ...config.crons.map((c) => c.path)]) expect(existsSync(join(root, `${rewrite(path)}.ts`))).toBe(true);
    expect(rewrite('/api/other/')).toBe('/api/other/');
    expect(existsSync(join(root, 'api/leads.ts'))).toBe(true);
    // The CMS sign-in's functions: Decap opens /api/cms/auth?…, GitHub returns to /api/cms/callback?…; both are
    // slashed by trailingSlash and rewritten to their files, never sent to a language.
    for (const path of ['/api/cms/auth/', '/api/cms/callback/']) {
      expect(existsSync(join(root, `${rewrite(path)}.ts`))).toBe(true);
      for (const rule of config.redirects) expect(pathToRegexp(rule.source).test(path)).toBe(false);
    }
  });

  test('Cloudflare Pages and Vercel: the CMS sign-in has its two functions on each', () => {
    for (const path of ['functions/api/cms/auth.ts', 'functions/api/cms/callback.ts', 'api/cms/auth.ts', 'api/cms/callback.ts']) {
      expect([path, existsSync(join(root, path)) && read(path).includes('lib/cms/oauth')]).toEqual([path, true]);
    }
  });

  test('Cloudflare Pages: wrangler.toml publishes out/ with nodejs_compat; functions sit at /api/leads and /api/leads-outbox', () => {
    const toml = read('wrangler.toml');
    expect(toml).toMatch(/^pages_build_output_dir = "out"$/m);
    expect(toml).toMatch(/^compatibility_flags = \["nodejs_compat"\]$/m);
    expect(toml).not.toMatch(/DATABASE_URL\s*=|SECRET\s*=/);
    expect(existsSync(join(root, 'functions/api/leads.ts'))).toBe(true);
    expect(existsSync(join(root, 'functions/api/leads-outbox.ts'))).toBe(true);
    expect(read('deploy/cloudflare-cron/wrangler.toml')).toMatch(/^crons = \["\*\/5 \* \* \* \*"\]$/m);
  });

  test('Netlify: netlify.toml publishes out/ and the functions folder; no redirect rule touches /api/', () => {
    const toml = read('netlify.toml');
    expect(toml).toMatch(/publish = "out"/);
    expect(toml).toMatch(/directory = "netlify\/functions"/);
    expect(netlifyRedirects(['/', '/pricing/']).split('\n').some((line) => line.startsWith('/api'))).toBe(false);
  });
});

describe('Vercel: vercel.json', () => {
  const config = vercelConfig(siteConfig);
  const compile = (source: string) => pathToRegexp(source);

  test('every source compiles with path-to-regexp, as Vercel reads it, and every condition has a documented type', () => {
    for (const rule of [...config.headers, ...config.redirects]) expect(() => compile(rule.source)).not.toThrow();
    for (const rule of config.redirects) {
      for (const condition of [...((rule.has as Array<{ type: string }>) ?? []), ...((rule.missing as Array<{ type: string }>) ?? [])]) {
        expect(['header', 'cookie', 'query', 'host']).toContain(condition.type);
      }
      expect(rule.destination).toMatch(/^\/(en|pl)\//);
      expect(rule.permanent).toBe(false);
    }
    // Vercel allows at most 2,048 routes in all.
    expect(config.headers.length + config.redirects.length).toBeLessThan(2048);
  });

  test('the unprefixed-page pattern matches what nginx treats as an unprefixed page, and nothing else', () => {
    const rule = compile(VERCEL_UNPREFIXED);
    for (const path of pages) {
      expect(rule.test(path)).toBe(true);
      expect(NOT_A_LANGUAGE_PATH.test(path)).toBe(false);
    }
    for (const path of notPages) {
      expect(rule.test(path)).toBe(false);
      expect(NOT_A_LANGUAGE_PATH.test(path)).toBe(true);
    }
  });

  /** Vercel's answer: the first redirect whose source, has and missing all match. */
  function answer(path: string, { language = '', cookie }: { language?: string; cookie?: string }) {
    for (const rule of config.redirects) {
      const match = compile(rule.source).exec(path);
      if (!match) continue;
      const has = (rule.has as Array<{ type: string; key: string; value?: string }>) ?? [];
      const missing = (rule.missing as Array<{ type: string; key: string }>) ?? [];
      const ok = (c: { type: string; value?: string }) =>
        c.type === 'cookie' ? cookie !== undefined && (c.value === undefined || c.value === cookie) : new RegExp(c.value!).test(language);
      if (has.every(ok) && !missing.some((c) => ok(c))) return rule.destination.replace('$1', match[1] ?? '');
    }
    return null;
  }

  test('the same language rule as nginx and server mode: cookie first, then a Polish browser', () => {
    // [Accept-Language, cookie, where the visitor goes; null = the redirect page, which applies the same rule in the browser]
    const cases: Array<[string, string | undefined, string | null]> = [
      ['pl-PL,pl;q=0.9', undefined, '/pl/pricing/'],
      ['en-US', undefined, null],
      ['pl', 'en', '/en/pricing/'],
      ['en-GB', 'pl', '/pl/pricing/'],
      ['pl', 'xx', null],
    ];
    for (const [language, cookie, expected] of cases) {
      expect(answer('/pricing/', { language, cookie })).toBe(expected);
      // Where the server decides, it decides as server mode's proxy does.
      if (expected) expect(expected).toBe(`/${chooseLanguage(cookie, language)}/pricing/`);
    }
    expect(answer('/', { language: 'pl' })).toBe('/pl/');
    expect(answer('/en/pricing/', { language: 'pl' })).toBeNull();
  });

  test('the same headers: security on every path, immutable assets, Vary on unprefixed pages', () => {
    const matching = (path: string) => config.headers.filter((rule) => compile(rule.source).test(path)).flatMap((rule) => rule.headers);
    for (const path of ['/en/', '/_next/static/chunks/a.js', '/pricing/']) {
      expect(Object.fromEntries(matching(path).filter(({ key }) => key in security).map(({ key, value }) => [key, value]))).toEqual(security);
    }
    expect(matching('/_next/static/chunks/a.js')).toContainEqual({ key: 'Cache-Control', value: IMMUTABLE_CACHE });
    expect(matching('/en/pricing/').some(({ key }) => key === 'Cache-Control')).toBe(false);
    expect(matching('/pricing/')).toContainEqual({ key: 'Vary', value: LANGUAGE_VARY });
    expect(matching('/')).toContainEqual({ key: 'Vary', value: LANGUAGE_VARY });
    expect(matching('/en/pricing/').some(({ key }) => key === 'Vary')).toBe(false);
    expect(matching('/pl/blog/wdrozenie-agenta-glosowego-rodo-i-integracje/index.md')).toContainEqual({ key: 'Content-Type', value: MARKDOWN_TYPE });
    for (const path of ['/en/blog/post/', '/en/blog-md/post/index.md', '/llms.txt']) {
      expect(matching(path).some(({ key }) => key === 'Content-Type')).toBe(false);
    }
  });
});

describe('nginx: deploy/nginx.conf', () => {
  const conf = nginxConf(siteConfig);

  test('works unedited inside a server block that sets its own root', () => {
    expect(conf).not.toMatch(/^\s*root\s/m);
    expect(conf).not.toMatch(/^\s*(server|http)\s*\{/m);
  });

  test('redirects are built from the raw request, never from the decoded $uri', () => {
    const returns = conf.split('\n').filter((line) => /^\s*return 30\d/.test(line));
    expect(returns.length).toBeGreaterThan(0);
    for (const line of returns) expect(line).not.toMatch(/\$uri|\$1|\$args/);
  });

  test('no location sets add_header (it would drop the inherited security headers)', () => {
    const locations = conf.split(/^location /m).slice(1);
    for (const block of locations) expect(block.slice(0, block.indexOf('}'))).not.toMatch(/add_header/);
    // At server level, once each, always (redirects and errors too); a value may come through a variable.
    for (const { key } of securityHeaders(siteConfig)) expect(conf.match(new RegExp(`^add_header ${key} (".*"|\\$\\w+) always;$`, 'gm'))).toHaveLength(1);
  });

  test('the CMS at /admin/ gets its own policy in place of the site\'s (a variable set at server level)', () => {
    const block = /if \(\$uri ~ "\^\/admin\/"\) \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    for (const { key, value } of adminHeaderOverrides(siteConfig)) {
      expect(block).toContain(`set $${key.toLowerCase().replace(/-/g, '_')} "${value}";`);
    }
  });

  test('charset, gzip_vary, and the paths never served', () => {
    expect(conf).toMatch(/^charset utf-8;$/m);
    expect(conf).toMatch(/^gzip_vary on;$/m);
    for (const path of ['/_headers', '/_redirects', '/.build-stamp', '/404/', '/_not-found/', '/.git/config']) expect(NEVER_SERVED.test(path)).toBe(true);
    for (const path of ['/en/', '/.well-known/security.txt', '/404.html', '/_next/static/a.js']) expect(NEVER_SERVED.test(path)).toBe(false);
  });
});
