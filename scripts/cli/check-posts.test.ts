/** @jest-environment node */
// `npm run check:posts` (scripts/cli/check-posts.mjs), run as editors run it:
// over the real content/ (so `npm test` fails on a broken post before any
// build), and over temporary copies with a broken Polish post planted in them.
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const script = join(root, 'scripts', 'cli', 'check-posts.mjs');
const hotelsPl = 'jak-hotele-traca-rezerwacje-po-godzinach.md';

function check(folder?: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...(folder ? [folder] : [])], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

/** A copy of content/blog at <tmp>/content/blog, optionally committed to a git repository of its own. */
function copyContent(commit: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-posts-'));
  cpSync(join(root, 'content', 'blog'), join(dir, 'content', 'blog'), { recursive: true });
  if (commit) {
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: dir });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'posts');
  }
  return dir;
}

const hasGit = spawnSync('git', ['--version']).status === 0;
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('npm run check:posts', () => {
  // About 1.5 s on an idle machine (it prints its time); no limit here, CI machines are busy.
  test.concurrent('passes over the real content/', async () => {
    const { code, out } = await check();
    expect([code, out]).toEqual([0, expect.stringContaining("every post passes the build's checks")]);
  }, 30_000);

  test.concurrent('fails on a Polish post without a description, naming that file and field in the build\'s words', async () => {
    const dir = copyContent(false);
    made.push(dir);
    const source = readFileSync(join(dir, 'content', 'blog', 'pl', hotelsPl), 'utf8');
    writeFileSync(
      join(dir, 'content', 'blog', 'pl', 'nocne-rezerwacje.md'),
      source.replace(/^description:.*\n/m, '').replace(/^translationKey:.*$/m, 'translationKey: night-bookings'),
    );
    const { code, out } = await check(join(dir, 'content', 'blog'));
    expect(code).toBe(1);
    expect(out).toContain('content/blog/pl/nocne-rezerwacje.md: field "description": is missing');
    expect(out).toContain('Blog content has 1 problem');
  }, 30_000);

  (hasGit ? test.concurrent : test.skip)('a duplicate translation key is reported on the file not yet committed, naming the published post', async () => {
    const dir = copyContent(true);
    made.push(dir);
    // "aaa" sorts before the published post it copies: the message still names the new file.
    cpSync(join(dir, 'content', 'blog', 'pl', hotelsPl), join(dir, 'content', 'blog', 'pl', 'aaa-kopia.md'));
    const { code, out } = await check(join(dir, 'content', 'blog'));
    expect(code).toBe(1);
    expect(out).toContain(
      `content/blog/pl/aaa-kopia.md: field "translationKey": "hotel-bookings-after-hours" is already used by content/blog/pl/${hotelsPl} (content/blog/pl/aaa-kopia.md is not yet committed to git; content/blog/pl/${hotelsPl} is committed)`,
    );
  }, 30_000);
});
