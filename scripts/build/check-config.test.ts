/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** Runs the build's first step (scripts/build/check-config.mjs) with exactly these variables. */
function check(vars: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build', 'check-config.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...vars },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}`, stderr: result.stderr };
}

const expected = [
  ['NEXT_PUBLIC_SITE_URL', 'https://www.example.com'],
  ['NEXT_PUBLIC_DEMO_PHONE', '+15550100199'],
  ['NEXT_PUBLIC_DEMO_PHONE_DISPLAY', '+1 (555) 010-0199'],
  ['NEXT_PUBLIC_CONTACT_EMAIL', 'hello@example.com'],
  ['NEXT_PUBLIC_SALES_EMAIL', 'sales@example.com'],
  ['NEXT_PUBLIC_PRIVACY_EMAIL', 'privacy@example.com'],
  ['NEXT_PUBLIC_CAREERS_EMAIL', 'careers@example.com'],
  ['NEXT_PUBLIC_DASHBOARD_LOGIN_URL', 'https://app.example.com/login'],
  ['NEXT_PUBLIC_DASHBOARD_SIGNUP_URL', 'https://app.example.com/signup'],
  ['NEXT_PUBLIC_VOICE_AGENT_URL', 'https://agent.example.com/embed/demo'],
  ['NEXT_PUBLIC_SCHEDULING_URL', 'https://schedule.example.com/demo'],
  ['NEXT_PUBLIC_VIDEO_ID_TOUR', 'aqz-KE-bpKQ'],
  ['NEXT_PUBLIC_VIDEO_ID_HOTEL', 'ScMzIvxBSi4'],
  ['NEXT_PUBLIC_SOCIAL_GITHUB', 'https://github.com/example'],
  ['NEXT_PUBLIC_SOCIAL_DISCORD', 'https://discord.gg/example'],
  ['NEXT_PUBLIC_SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/example'],
  ['CMS_GITHUB_REPO', 'example/vocalis-site'],
  ['NEXT_PUBLIC_COMPANY_MILESTONES', '2021-03,2021-10,2023-05'],
] as const;

/** The variables of the block's lines, in order (the lines right after its head line). */
function listed(out: string): string[] {
  const lines = out.split('\n');
  const head = lines.findIndex((l) => /^(Placeholders|STRICT_CONFIG=1):/.test(l));
  const names: string[] = [];
  for (const l of lines.slice(head + 1)) {
    if (!/^ {2}[A-Z_]+ /.test(l)) break;
    names.push(l.trim().split(/\s+/)[0]!);
  }
  return names;
}

/** The printed line of a variable: "  NAME  value  path". */
const line = (out: string, name: string) => out.split('\n').find((l) => l.trim().split(/\s+/)[0] === name);

describe('the build names its placeholders (scripts/build/check-config.mjs)', () => {
  test('the default configuration: one block naming each example value and its variable; the build goes on', () => {
    const { status, out } = check();
    expect(status).toBe(0);
    for (const [name, value] of expected) expect(line(out, name)).toContain(value);
    // One block: a head line with the count, then one line per value.
    const rows = listed(out);
    expect(out).toMatch(new RegExp(`^Placeholders: ${rows.length} configuration values still hold an example value`, 'm'));
    expect(rows.length).toBeGreaterThanOrEqual(expected.length);
  });

  test('STRICT_CONFIG=1 fails on them, with the list', () => {
    const { status, stderr } = check({ STRICT_CONFIG: '1', NEXT_PUBLIC_SALES_EMAIL: 'sales@vocalis.pl' });
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`^STRICT_CONFIG=1: ${listed(stderr).length} configuration values still hold an example value`, 'm'));
    for (const [name, value] of expected.filter(([n]) => n !== 'NEXT_PUBLIC_SALES_EMAIL')) expect(line(stderr, name)).toContain(value);
    expect(line(stderr, 'NEXT_PUBLIC_SALES_EMAIL')).toBeUndefined();
  });

  test('a fully configured deployment prints nothing and passes STRICT_CONFIG=1', () => {
    const vars: Record<string, string> = Object.fromEntries(listed(check().out).map((name, i) => [name, name.includes('EMAIL') ? `team${i}@vocalis.pl` : `https://vocalis.pl/${i}`]));
    const { status, out } = check({ ...vars, NEXT_PUBLIC_TELECOM_PRICES: 'US:1.15:0.0085,PL:4.90:0.04', STRICT_CONFIG: '1' });
    expect(out).toBe('');
    expect(status).toBe(0);
  });

  test('names the markets without telecom prices (their pages say the quote before go-live), never fatal; a malformed value stops the build with one sentence', () => {
    const vars: Record<string, string> = Object.fromEntries(listed(check().out).map((name, i) => [name, name.includes('EMAIL') ? `team${i}@vocalis.pl` : `https://vocalis.pl/${i}`]));
    expect(check({ ...vars, STRICT_CONFIG: '1' })).toMatchObject({
      status: 0,
      out: '\nTelecom prices not set (NEXT_PUBLIC_TELECOM_PRICES): pages say they are quoted in writing before go-live (README, "Configuration").\n\n',
    });
    expect(check({ ...vars, NEXT_PUBLIC_TELECOM_PRICES: 'US:1.15:0.0085' }).out.trim()).toBe(
      'Telecom prices set for US only (NEXT_PUBLIC_TELECOM_PRICES): Polish pages say PL prices are quoted in writing before go-live.',
    );
    const malformed = check({ ...vars, NEXT_PUBLIC_TELECOM_PRICES: 'US:1.15:0.0085,GB:0.90:0.01' });
    expect(malformed.status).toBe(1);
    expect(malformed.stderr.trim()).toMatch(/^NEXT_PUBLIC_TELECOM_PRICES: "GB:0\.90:0\.01" in "US:1\.15:0\.0085,GB:0\.90:0\.01" is not valid: write [^\n]+\.$/);
    expect(malformed.stderr).not.toMatch(/\bat \S+:\d+/);
  });

  test('names a half-set pair of the CMS sign-in (and STRICT_CONFIG=1 stops on it); both or neither: nothing', () => {
    const vars: Record<string, string> = Object.fromEntries(listed(check().out).map((name, i) => [name, name.includes('EMAIL') ? `team${i}@vocalis.pl` : `https://vocalis.pl/${i}`]));
    vars.NEXT_PUBLIC_TELECOM_PRICES = 'US:1.15:0.0085,PL:4.90:0.04';
    const half = check({ ...vars, GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef' });
    expect(half.status).toBe(0);
    expect(half.out.trim()).toBe(
      'CMS sign-in: GITHUB_CLIENT_ID is set but GITHUB_CLIENT_SECRET is not, so /admin/ does not sign in through /api/cms/ (it keeps Decap\'s default, Netlify\'s sign-in). Set both, or neither (README, "For the team").',
    );
    const strict = check({ ...vars, GITHUB_CLIENT_SECRET: 'secret-value-never-printed', STRICT_CONFIG: '1' });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('STRICT_CONFIG=1: CMS sign-in: GITHUB_CLIENT_SECRET is set but GITHUB_CLIENT_ID is not');
    expect(strict.out).not.toContain('secret-value-never-printed');
    expect(check({ ...vars, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's', STRICT_CONFIG: '1' })).toEqual(expect.objectContaining({ status: 0, out: '' }));
  });

  test('a "Call me now" provider missing one of its values is named, and fails STRICT_CONFIG=1; a complete one says nothing', () => {
    const vars: Record<string, string> = Object.fromEntries(listed(check().out).map((name, i) => [name, name.includes('EMAIL') ? `team${i}@vocalis.pl` : `https://vocalis.pl/${i}`]));
    vars.NEXT_PUBLIC_TELECOM_PRICES = 'US:1.15:0.0085,PL:4.90:0.04';
    const vapi = { VOICE_CALLBACK_PROVIDER: 'vapi', VAPI_API_KEY: 'secret-key-123', VAPI_ASSISTANT_ID: 'asst', VAPI_PHONE_NUMBER_ID: 'pn' };
    const incomplete = { ...vapi, VAPI_PHONE_NUMBER_ID: '' };
    const sentence = '"Call me now": VOICE_CALLBACK_PROVIDER=vapi lacks VAPI_PHONE_NUMBER_ID: no agent calls; a person calls back instead, and the page says so.';
    const warned = check({ ...vars, ...incomplete });
    expect(warned.status).toBe(0);
    expect(warned.out).toContain(sentence);
    const strict = check({ ...vars, ...incomplete, STRICT_CONFIG: '1' });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(`STRICT_CONFIG=1: ${sentence}`);
    expect(strict.stderr).not.toContain('secret-key-123');
    const retell = check({ ...vars, VOICE_CALLBACK_PROVIDER: 'retell', RETELL_API_KEY: 'k', RETELL_FROM_NUMBER: '+14155550123', STRICT_CONFIG: '1' });
    expect([retell.status, retell.stderr]).toEqual([1, expect.stringContaining('VOICE_CALLBACK_PROVIDER=retell lacks RETELL_AGENT_ID')]);
    expect(check({ ...vars, ...vapi, STRICT_CONFIG: '1' })).toMatchObject({ status: 0, out: '' });
  });

  test('is the first step of both builds', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toMatch(/^node scripts\/build\/check-config\.mjs && /);
    expect(scripts['build:server']).toMatch(/^node scripts\/build\/check-config\.mjs && /);
  });

  test('the README configuration table marks each of them as an example', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const rows = readme.split('\n').filter((l) => l.startsWith('| `'));
    for (const name of listed(check().out)) {
      const row = rows.find((r) => r.split('|')[1]!.includes(`\`${name}\``));
      expect([name, row && row.split("|")[2]!.includes("(example)")]).toEqual([name, true]);
    }
  });
});
