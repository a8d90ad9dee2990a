/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  headerPolicy,
  adminHeaders,
  adminPolicy,
  headersFile,
  metaPolicy,
  nginxConf,
  parseHeadersFile,
  permissionsPolicy,
  securityHeaders,
  vercelConfig,
  matchesPattern,
} from './security-headers.mjs';
import { siteConfig } from '../site';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);


/** The configuration with a real voice agent (NEXT_PUBLIC_VOICE_AGENT_URL set). */
const withVoiceAgent = { ...siteConfig, urls: { ...siteConfig.urls, voiceAgent: 'https://talk.vocalis.pl/embed/1', voiceAgentFrame: 'https://talk.vocalis.pl/embed/1' } };

describe('content security policy', () => {
  const meta = metaPolicy(siteConfig, ['sha256-AAA', 'sha256-BBB', 'sha256-AAA']);
  const header = headerPolicy(siteConfig);

  test('the page policy allows scripts from the site and the listed hashes only', () => {
    expect(directive(meta, 'script-src')).toEqual(["'self'", "'sha256-AAA'", "'sha256-BBB'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
    expect(meta).not.toMatch(/unsafe-eval/);
    expect(directive(meta, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(meta, 'default-src')).toEqual(["'self'"]);
    expect(directive(meta, 'object-src')).toEqual(["'none'"]);
  });

  test('a page that can search may compile WebAssembly (Pagefind), and nothing looser', () => {
    const search = metaPolicy(siteConfig, ['sha256-AAA'], { search: true });
    expect(directive(search, 'script-src')).toEqual(["'self'", "'sha256-AAA'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com', "'wasm-unsafe-eval'"]);
    expect(directive(search, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(search, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(search, 'worker-src')).toEqual(directive(meta, 'worker-src'));
    expect(directive(meta, 'script-src')).not.toContain("'wasm-unsafe-eval'");
  });

  test('with the example voice-agent URL: frames only the video host; connects only to the site and the analytics EU host', () => {
    expect(siteConfig.urls.voiceAgentFrame).toBe('');
    expect(directive(meta, 'frame-src')).toEqual([new URL(siteConfig.videos.embedHost).origin]);
    expect(directive(meta, 'connect-src')).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
    expect(meta).not.toContain(new URL(siteConfig.urls.voiceAgent).host);
  });

  test('with a configured voice agent: it may be framed, and reached to check it answers', () => {
    const policy = metaPolicy(withVoiceAgent, []);
    expect(directive(policy, 'frame-src')).toEqual(['https://talk.vocalis.pl', new URL(siteConfig.videos.embedHost).origin]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com', 'https://talk.vocalis.pl']);
  });

  test('with a PostHog key, the EU host and its assets host may be contacted and load scripts', () => {
    const withKey = { ...siteConfig, analytics: { ...siteConfig.analytics, posthogKey: 'phc_test', posthogHost: 'https://eu.i.posthog.com' } };
    const policy = metaPolicy(withKey, []);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
  });

  test('the header policy forbids framing and never restricts scripts (the page policy does, per page)', () => {
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(header, 'script-src')).toBeUndefined();
    expect(directive(header, 'default-src')).toBeUndefined();
    expect(directive(header, 'script-src-attr')).toEqual(["'none'"]);
    // A <meta> policy cannot carry frame-ancestors.
    expect(directive(meta, 'frame-ancestors')).toBeUndefined();
  });
});

describe('other headers', () => {
  const byKey = Object.fromEntries(securityHeaders(siteConfig).map(({ key, value }) => [key, value]));

  test('sends HSTS, nosniff, the referrer policy and COOP', () => {
    expect(byKey['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(byKey['X-Content-Type-Options']).toBe('nosniff');
    expect(byKey['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(byKey['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  test('the microphone is allowed for a configured voice-agent origin only, and for nobody without one; camera and geolocation are off', () => {
    expect(permissionsPolicy(siteConfig)).toContain('microphone=()');
    const policy = permissionsPolicy(withVoiceAgent);
    expect(policy).toContain('microphone=("https://talk.vocalis.pl")');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('payment=()');
  });
});

describe('host files', () => {
  test('_headers round-trips through the local server parser and stays far below 100 rules', () => {
    const rules = parseHeadersFile(headersFile(siteConfig));
    expect(rules.length).toBeLessThan(100);
    expect(rules[0]!.pattern).toBe('/*');
    expect(Object.fromEntries(rules[0]!.headers)).toEqual(Object.fromEntries(securityHeaders(siteConfig).map(({ key, value }) => [key, value])));
    expect(matchesPattern('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(matchesPattern('/_next/static/*', '/en/')).toBe(false);
  });

  test('the CMS at /admin/ gets its own policy in place of the site\'s, on every host flavour', () => {
    const site = Object.fromEntries(securityHeaders(siteConfig).map(({ key, value }) => [key, value]));
    for (const host of ['netlify', 'cloudflare'] as const) {
      const rules = parseHeadersFile(headersFile(siteConfig, ['/'], { host }));
      const admin = rules.find((rule) => rule.pattern === '/admin/*')!;
      // What a host that adds up matching rules (later ones replacing or detaching) ends with for /admin/.
      const merged = new Map<string, string>();
      for (const rule of rules.filter((r) => matchesPattern(r.pattern, '/admin/'))) {
        for (const [key, value] of rule.headers) {
          if (value === null || host === 'netlify') merged.delete(key);
          if (value !== null) merged.set(key, host === 'cloudflare' && merged.has(key) ? `${merged.get(key)}, ${value}` : value);
        }
      }
      expect(admin).toBeDefined();
      expect(merged.get('Content-Security-Policy')).toBe(adminPolicy(siteConfig));
      expect(merged.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
      expect(merged.get('Strict-Transport-Security')).toBe(site['Strict-Transport-Security']);
    }
    expect(adminPolicy(siteConfig)).toContain("frame-ancestors 'none'");
    expect(adminPolicy(siteConfig)).not.toContain("'unsafe-inline' 'self'");
    expect(adminPolicy(siteConfig)).toMatch(/script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';/);
    // Vercel: the site's rule does not match /admin/, the CMS rule does.
    const [siteRule, adminRule] = vercelConfig(siteConfig).headers;
    const regex = (source: string) => new RegExp(`^${source}$`);
    expect(regex(siteRule!.source).test('/admin/')).toBe(false);
    expect(regex(siteRule!.source).test('/administration/')).toBe(true);
    expect(regex(siteRule!.source).test('/en/')).toBe(true);
    // Nor the CMS sign-in's pop-up pages, which send their own policy and must keep their opener.
    expect(regex(siteRule!.source).test('/api/cms/callback')).toBe(false);
    expect(regex(siteRule!.source).test('/api/cms/auth/')).toBe(false);
    expect(regex(siteRule!.source).test('/api/leads')).toBe(true);
    expect(regex(adminRule!.source).test('/admin/')).toBe(true);
    expect(adminRule!.headers).toEqual(adminHeaders(siteConfig));
  });

  test('the committed vercel.json and deploy/nginx.conf match the generator (run "npm run hosting")', () => {
    const root = join(__dirname, '..', '..');
    expect(JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8'))).toEqual(vercelConfig(siteConfig));
    expect(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')).toBe(nginxConf(siteConfig));
  });
});
