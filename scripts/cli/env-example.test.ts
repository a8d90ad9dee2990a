/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredIn, NOT_SETTINGS, readsOf, scannedFiles, siteReads } from '../lib/settings.mjs';

const root = join(__dirname, '..', '..');
const committed = readFileSync(join(root, '.env.example'), 'utf8');
/** name → its comment line, in the committed file. */
const lines = new Map(
  committed
    .split('\n')
    .map((line, i, all) => [line, all[i - 1] ?? ''] as const)
    .filter(([line]) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map(([line, comment]) => [line.split('=')[0]!, comment]),
);

/** lib/site.ts evaluated with no variable set. */
function defaultSite(): typeof import('@/lib/site') {
  const saved = process.env;
  process.env = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;
  try {
    let site!: typeof import('@/lib/site');
    jest.isolateModules(() => {
      site = jest.requireActual<typeof import('@/lib/site')>('@/lib/site');
    });
    return site;
  } finally {
    process.env = saved;
  }
}

/** The full variable names in the first column of the README's tables in these sections. */
function readmeTableNames(sections: string[]): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const parts = readme.split(/^## /m).filter((part) => sections.some((title) => part.startsWith(`${title}\n`)));
  expect(parts).toHaveLength(sections.length);
  const cells = parts.flatMap((part) => part.split('\n').filter((l) => l.startsWith('| `')).map((l) => l.split('|')[1]!));
  return [...new Set(cells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)))];
}

describe('.env.example (npm run env:example)', () => {
  test('is what the script writes from the code now (run "npm run env:example" and commit when this fails)', () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'cli', 'env-example.mjs'), '--check'], { cwd: root, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('.env.example is up to date.');
    expect(result.status).toBe(0);
  });

  test('holds every placeholder the build names, marked as an example with its example value', () => {
    const site = defaultSite();
    const list = site.placeholders(site.siteConfig);
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const { envVar, value } of list) expect([envVar, lines.get(envVar)]).toEqual([envVar, expect.stringContaining(`${value} (example`)]);
  });

  test('holds every variable lib/site.ts reads that a deployment sets, each with where it lands', () => {
    const reads = siteReads(readFileSync(join(root, 'lib', 'site.ts'), 'utf8'));
    expect(reads.length).toBeGreaterThan(60);
    for (const read of reads.filter((r) => !(r.name in NOT_SETTINGS))) expect([read.name, lines.get(read.name)]).toEqual([read.name, expect.stringContaining(read.path)]);
  });

  test('holds every setting of the lead service, and every variable a table of the README names', () => {
    const leadsRead = scannedFiles(root)
      .filter((file) => file.startsWith('lib/leads/'))
      .flatMap((file) => readsOf(readFileSync(join(root, file), 'utf8'), file))
      .filter((name) => !(name in NOT_SETTINGS));
    expect(leadsRead).toEqual(expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'LEADS_CHALLENGE_SECRET', 'CRON_SECRET']));
    const readme = readmeTableNames(['Configuration', 'The lead service']);
    expect(readme).toEqual(expect.arrayContaining(['NEXT_PUBLIC_SITE_URL', 'CMS_GITHUB_REPO', 'DATABASE_URL', 'LEADS_RETENTION_DAYS']));
    const missing = [...new Set([...leadsRead, ...readme])].filter((name) => !lines.has(name));
    expect(missing).toEqual([]);
  });

  test('every variable the deployed code reads is declared (a new one: a line in its module\'s envSettings, then npm run env:example)', () => {
    const undeclared = scannedFiles(root).flatMap((file) =>
      readsOf(readFileSync(join(root, file), 'utf8'), file)
        .filter((name) => !lines.has(name) && !(name in NOT_SETTINGS))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
    // Nothing is both a setting and excluded.
    expect(Object.keys(NOT_SETTINGS).filter((name) => lines.has(name))).toEqual([]);
  });

  test('a module declares a setting with one line, read from its source without running it', () => {
    const source = `import { x } from './x';
export const envSettings = {
  title: 'Voice platform (lib/leads/voice.ts)',
  settings: {
    VOICE_CALLBACK_PROVIDER: 'vapi or retell: which platform places the call',
    'VAPI_API_KEY': "Vapi's API key",
  },
} as const;
export function voice(env: Record<string, string | undefined>) { return env.VOICE_CALLBACK_PROVIDER ?? process.env['VAPI_API_KEY']; }
`;
    expect(declaredIn('lib/leads/voice.ts', source)).toEqual({
      title: 'Voice platform (lib/leads/voice.ts)',
      settings: [
        { name: 'VOICE_CALLBACK_PROVIDER', description: 'vapi or retell: which platform places the call' },
        { name: 'VAPI_API_KEY', description: "Vapi's API key" },
      ],
    });
    expect(readsOf(source, 'lib/leads/voice.ts')).toEqual(['VOICE_CALLBACK_PROVIDER', 'VAPI_API_KEY']);
    expect(readsOf('// process.env.IN_A_COMMENT\nconst s = "env.IN_A_STRING";', 'x.ts')).toEqual([]);
    expect(declaredIn('x.ts', 'export const other = 1;')).toBeNull();
    expect(() => declaredIn('x.ts', "export const envSettings = { title: 'T', settings: { A: describe('a') } };")).toThrow('names A without a one-line string');
  });
});
