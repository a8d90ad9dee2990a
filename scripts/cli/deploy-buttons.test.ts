/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASKS, deployButtons, QUESTIONS, README_END, README_START, replaceBlock, TOML_END, TOML_START } from './deploy-buttons.mjs';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const envExample = new Set(read('.env.example').split('\n').filter((l) => /^[A-Z]/.test(l)).map((l) => l.split('=')[0]!));
const settings = new Map([...envExample].map((name) => [name, { name }]));

/** The committed README block. */
const block = () => {
  const readme = read('README.md');
  return readme.slice(readme.indexOf(README_START), readme.indexOf(README_END) + README_END.length);
};

describe('the deploy buttons (npm run deploy-buttons)', () => {
  test('README.md and netlify.toml hold what the script writes (run "npm run deploy-buttons" with the same CMS_GITHUB_REPO and commit when this fails)', () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    for (const name of ['CMS_GITHUB_REPO', 'CMS_BRANCH']) if (process.env[name]) env[name] = process.env[name]!;
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'cli', 'deploy-buttons.mjs'), '--check'], { cwd: root, env, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('The deploy buttons in README.md and netlify.toml are up to date.');
    expect(result.status).toBe(0);
  });

  test('ask only for variables .env.example holds, each with a question', () => {
    for (const host of Object.keys(ASKS) as Array<keyof typeof ASKS>)
      for (const name of ASKS[host]) {
        expect([host, name, envExample.has(name)]).toEqual([host, name, true]);
        expect(QUESTIONS[name as keyof typeof QUESTIONS]).toEqual({ label: expect.any(String), hint: expect.any(String) });
      }
    expect(() => deployButtons({ repo: 'acme/site', branch: 'main', isExample: false, settings: new Map() })).toThrow('not a setting');
  });

  test("Vercel's button: its documented clone URL, naming the repository and the variables, no value", () => {
    const { vercel } = deployButtons({ repo: 'acme/vocalis', branch: 'prod', isExample: false, settings });
    const url = new URL(vercel);
    expect(`${url.origin}${url.pathname}`).toBe('https://vercel.com/new/clone');
    expect(url.searchParams.get('repository-url')).toBe('https://github.com/acme/vocalis');
    expect(url.searchParams.get('project-name')).toBe('vocalis');
    expect(url.searchParams.get('env')).toBe(ASKS.vercel.join(','));
    expect(url.searchParams.get('envDescription')).toContain('(DATABASE_URL)');
    expect(url.searchParams.get('envLink')).toBe('https://github.com/acme/vocalis/blob/prod/README.md#deploy-in-one-step');
    expect([...url.searchParams.keys()].sort()).toEqual(['env', 'envDescription', 'envLink', 'project-name', 'repository-url']);
  });

  test("Netlify's button and template, and Cloudflare's honest link", () => {
    const buttons = deployButtons({ repo: 'acme/vocalis', branch: 'main', isExample: false, settings });
    expect(buttons.netlify).toBe('https://app.netlify.com/start/deploy?repository=https://github.com/acme/vocalis');
    expect(buttons.toml.split('\n')).toEqual([TOML_START, '[template.environment]', ...ASKS.netlify.map((name) => `  ${name} = ${JSON.stringify(QUESTIONS[name as keyof typeof QUESTIONS].hint)}`), TOML_END]);
    expect(buttons.cloudflare).toBe('https://dash.cloudflare.com/?to=/:account/workers-and-pages/create/pages');
    expect(buttons.block).not.toContain('deploy.workers.cloudflare.com/?url=');
    expect(buttons.block).toContain('supports Workers applications only');
    expect(buttons.block).not.toContain('example value of');
    expect(deployButtons({ repo: 'example/vocalis-site', branch: 'main', isExample: true, settings }).block).toContain('the example value of `CMS_GITHUB_REPO`');
  });

  test('the committed files carry them where the hosts read them', () => {
    expect(block()).toMatch(/\[!\[Deploy with Vercel\]\(https:\/\/vercel\.com\/button\)\]\(https:\/\/vercel\.com\/new\/clone\?repository-url=/);
    expect(block()).toContain('](https://app.netlify.com/start/deploy?repository=https://github.com/');
    const toml = read('netlify.toml');
    // [template.environment] is the last table: nothing after it falls into it.
    expect(toml.slice(toml.indexOf('[template.environment]')).split('\n').filter((l) => /^\s*\[/.test(l))).toEqual(['[template.environment]']);
    expect(toml.trimEnd().endsWith(TOML_END)).toBe(true);
    expect(() => replaceBlock('no markers', README_START, README_END, 'x', 'README.md')).toThrow('markers are missing');
  });
});
