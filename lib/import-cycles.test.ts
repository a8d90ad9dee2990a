/**
 * @jest-environment node
 *
 * No import loop anywhere in lib/: a module never reaches itself through its
 * imports. Every edge counts, `import type` included (a loop of types is still a
 * loop of the design, and the next value import along it makes it a runtime one),
 * as do re-exports and dynamic `import()`. The imports are read with TypeScript's
 * own scanner (`ts.preProcessFile`); `@/…` and relative specifiers are resolved as
 * tsconfig.json resolves them. ESLint's import/no-cycle was measured instead and
 * not taken: it skips type imports, and on this project it made `npm run lint`
 * 4 to 7 times slower (README, "How the code is laid out").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..');
const lib = join(root, 'lib');
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const SKIP = /\.(?:test|spec)\.|\.d\.m?ts$|__fixtures__/;

/** Every source file under `dir` (tests, declarations and fixtures left out: nothing imports them). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !SKIP.test(path) ? [path] : [];
  });
}

/** The file a specifier names, as the bundler resolves it; null for a package or a file outside the project. */
export function resolveSpecifier(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../')) base = resolve(dirname(from), spec);
  else return null;
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base + ext), ...['index.ts', 'index.tsx'].map((index) => join(base, index))];
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** module → the modules of `files` it imports (static, type-only, re-exported or dynamic). */
export function importGraph(files: string[]): Map<string, string[]> {
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map((imported) => resolveSpecifier(file, imported.fileName)).filter((target): target is string => target !== null && inside.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Each loop of the graph, as the path of modules that closes it (first module repeated
 * at the end): one per strongly connected component (Tarjan), so a tangle of many
 * modules is reported once, with one loop through it.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  // One concrete loop per component: the shortest path back to its first module (breadth-first).
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const node = queue.shift()!;
      for (const target of graph.get(node) ?? []) {
        if (!members.has(target)) continue;
        if (target === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
          return [...path, start];
        }
        if (!previous.has(target)) {
          previous.set(target, node);
          queue.push(target);
        }
      }
    }
    return [start, start];
  });
}

describe('import loops', () => {
  it('finds a loop, however long, and names its modules in order', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads every kind of import, and resolves @/ and relative specifiers', () => {
    const file = join(lib, 'leads', 'db.ts');
    const { importedFiles } = ts.preProcessFile("import type { A } from './a';\nexport { b } from '../b';\nconst c = () => import('@/lib/c');\n", true, true);
    expect(importedFiles.map((f) => f.fileName)).toEqual(['./a', '../b', '@/lib/c']);
    expect(resolveSpecifier(file, './postgres')).toBe(join(lib, 'leads', 'postgres.ts'));
    expect(resolveSpecifier(file, '@/lib/site')).toBe(join(lib, 'site.ts'));
    expect(resolveSpecifier(file, '../hosting/security-headers.mjs')).toBe(join(lib, 'hosting', 'security-headers.mjs'));
    expect(resolveSpecifier(file, 'pg')).toBeNull();
  });

  it('there is none in lib/ (each one found is printed as the path that closes it)', () => {
    const graph = importGraph(sourceFiles(lib));
    expect(graph.size).toBeGreaterThan(100);
    const loops = findCycles(graph).map((loop) => loop.map((file) => relative(root, file)).join(' → '));
    expect(loops).toEqual([]);
  });
});
