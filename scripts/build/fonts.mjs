// Subsets Inter (from the @fontsource-variable/inter npm package) to the characters the
// site really uses, before `next build` / `next dev`. Runs offline; output is gitignored.
//
//   node scripts/build/fonts.mjs [--force]
//
// Two variable-weight woff2 faces (weights 400-900, WEIGHT_RANGE) (lib/facts/fonts.ts gives each its unicode-range):
// - core: printable ASCII plus every Latin-1 and punctuation character found in the copy
//   (nbsp, quotes, dashes, ó, ©…). Every page uses it, so it is preloaded.
// - extra: everything else the copy uses (the Polish letters ą ć ę ł ń ś ź ż and their
//   capitals…). Only pages that contain one of them download it.
// The stock fontsource files weigh 49 KB (latin) + 86 KB (latin-ext); these are about
// 23 KB + 3 KB. A character added later that is in neither face is drawn with the system
// fallback font until the next build picks it up.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const sourceDir = join(root, 'node_modules/@fontsource-variable/inter/files');
const outDir = join(root, 'app/fonts/generated');
const SOURCES = ['messages', 'content', 'lib', 'components', 'app'];
const TEXT_FILE = /\.(json|md|mdx|ts|tsx|mjs)$/;

function walk(dir, files = []) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(path, files);
    } else if (TEXT_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/**
 * The weights the site sets (Tailwind's normal to black: 400-900; nothing lighter). The
 * variable font's weight axis is cut to this range: about a quarter fewer bytes, and every
 * weight the CSS asks for is drawn exactly as before. lib/facts/fonts.ts declares the same range.
 */
export const WEIGHT_RANGE = { min: 400, max: 900 };

/** U+00A0 no-break space, U+2060 word joiner, „ and ” (lib/copy/typography.ts). */
export const TYPOGRAPHY_CODE_POINTS = [0xa0, 0x2060, 0x201e, 0x201d];

/** Latin-1 Supplement and General Punctuation, currency and letter-like symbols, arrows. */
export function isCoreCodePoint(cp) {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || (cp >= 0x2000 && cp <= 0x21ff);
}

/** Characters Inter can draw that the text uses, split into the core and extra faces. */
export function splitCharacters(text) {
  const core = new Set();
  const extra = new Set();
  for (let cp = 0x20; cp <= 0x7e; cp += 1) core.add(cp);
  // Added to the text at build time, not written in the sources: the no-break space and the
  // word joiner of the Polish typography (lib/copy/typography.ts), and the Polish quotation marks.
  for (const cp of TYPOGRAPHY_CODE_POINTS) core.add(cp);
  for (const char of text) {
    const cp = char.codePointAt(0);
    if (cp === undefined || cp < 0xa0) continue;
    // Inter draws Latin, Greek and Cyrillic, not emoji, CJK or right-to-left scripts:
    // leave those to the system fonts.
    if (cp > 0x24ff || (cp >= 0x0530 && cp < 0x1e00)) continue;
    (isCoreCodePoint(cp) ? core : extra).add(cp);
  }
  return { core: [...core].sort((a, b) => a - b), extra: [...extra].sort((a, b) => a - b) };
}

async function main() {
  const force = process.argv.includes('--force');
  const files = SOURCES.flatMap((dir) => walk(join(root, dir)));
  const manifestPath = join(outDir, 'faces.json');
  const newest = Math.max(...files.map((f) => statSync(f).mtimeMs), statSync(sourceDir).mtimeMs, statSync(new URL(import.meta.url).pathname).mtimeMs);
  if (!force && existsSync(manifestPath) && statSync(manifestPath).mtimeMs >= newest) return;

  const { default: subsetFont } = await import('subset-font');
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const { core, extra } = splitCharacters(text);
  mkdirSync(outDir, { recursive: true });
  const faces = {};
  for (const [name, codePoints, source] of [
    ['core', core, 'inter-latin-wght-normal.woff2'],
    ['extra', extra, 'inter-latin-ext-wght-normal.woff2'],
  ]) {
    const input = readFileSync(join(sourceDir, source));
    const chars = String.fromCodePoint(...codePoints);
    const woff2 = codePoints.length ? await subsetFont(input, chars, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } }) : Buffer.alloc(0);
    writeFileSync(join(outDir, `inter-${name}.woff2`), woff2);
    faces[name] = { bytes: woff2.length, characters: codePoints.length };
  }
  writeFileSync(manifestPath, `${JSON.stringify(faces, null, 2)}\n`);
  console.log(
    `fonts: Inter subset from ${files.length} files in ${SOURCES.join(', ')} → ${relative(root, outDir)}: ` +
      Object.entries(faces).map(([n, f]) => `${n} ${f.characters} chars ${(f.bytes / 1024).toFixed(1)} KB`).join(', '),
  );
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  main().catch((error) => {
    console.error(`fonts: ${error.message}`);
    process.exit(1);
  });
}
