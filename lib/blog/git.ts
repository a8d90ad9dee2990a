/**
 * Which post files are not yet committed to git, so a duplicate address or
 * translation key names the file that caused it (the one just written) rather
 * than the published post it collides with. Asked only when a duplicate is
 * found; outside a git working copy, or without git, nothing is known.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** 'new': not in the last commit; 'changed': in it, with changes not yet committed. */
export type GitChange = 'new' | 'changed';

/** The uncommitted files under `dir`, by absolute path (empty when git cannot tell). */
export function uncommittedFiles(dir: string): Map<string, GitChange> {
  const found = new Map<string, GitChange>();
  try {
    const run = (args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 });
    const top = run(['rev-parse', '--show-toplevel']).trim();
    // Porcelain paths are relative to the top of the working copy; -z keeps unusual names intact.
    const entries = run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.']).split('\0');
    for (let i = 0; i < entries.length; i += 1) {
      const entry = entries[i]!;
      if (entry.length < 4) continue;
      const state = entry.slice(0, 2);
      found.set(resolve(top, entry.slice(3)), state === '??' || state.includes('A') ? 'new' : 'changed');
      // A rename lists its old name next; the new name is what counts.
      if (state.includes('R') || state.includes('C')) i += 1;
    }
  } catch {
    // Not a git working copy, or no git: name both files and leave it there.
  }
  return found;
}

/** Lazily asks git once, on the first question, for a loader that may never need to ask. */
export function gitChanges(dir: string): (path: string) => GitChange | undefined {
  let files: Map<string, GitChange> | undefined;
  return (path) => (files ??= uncommittedFiles(dir)).get(resolve(path));
}
