/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { isCoreCodePoint, splitCharacters, WEIGHT_RANGE } from './fonts.mjs';
import { NBSP, WORD_JOINER } from '../../lib/copy/typography';

describe('font subsetting', () => {
  it('puts ASCII, Latin-1 and punctuation in the core face and the Polish letters in the extra face', () => {
    const { core, extra } = splitCharacters('Zażółć gęślą jaźń — “quoted” 35 % ©\u00a0€ →');
    const chars = (list: number[]) => String.fromCodePoint(...list);
    // All of printable ASCII is always there, whatever the copy says today.
    for (const c of 'AZaz09@#~ ') expect(chars(core)).toContain(c);
    expect(chars(core)).toContain('ó');
    for (const c of '—“”©\u00a0€→') expect(chars(core)).toContain(c);
    expect(chars(extra).split('').sort().join('')).toBe([...'żłćęśąźń'].sort().join(''));
  });

  it('leaves emoji, CJK and RTL text to the system fonts', () => {
    const { extra } = splitCharacters('😀 漢字 مرحبا שלום');
    expect(extra).toEqual([]);
  });

  it('matches the unicode ranges in lib/facts/fonts.ts', () => {
    const ranges = /value: '(U\+[^']+)' \}\],\n\}\);\n\nconst interExtra/.exec(readFileSync('lib/facts/fonts.ts', 'utf8'))![1]!;
    expect(ranges).toBe('U+0020-007E,U+00A0-00FF,U+2000-21FF');
    expect([0x20, 0x7e, 0xa0, 0xff, 0x2000, 0x21ff].every(isCoreCodePoint)).toBe(true);
    expect([0x1f, 0x7f, 0x9f, 0x100, 0x1fff, 0x2200].some(isCoreCodePoint)).toBe(false);
  });

  it('always includes what the Polish typography inserts at build time (no-break space, word joiner, „”)', () => {
    const { core } = splitCharacters('plain ASCII only');
    for (const char of [NBSP, WORD_JOINER, '„', '”']) expect(core).toContain(char.codePointAt(0));
  });

  it("draws the fallback at Inter's size: app/globals.css holds next/font's metrics for the Inter file", () => {
    // In a child process: jest's module mapping stands next/font's internals in for a mock.
    const code = `const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default;
      const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js');
      const font = (fontkit.default || fontkit)(require('fs').readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
      process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, 'sans-serif')));`;
    const metrics = JSON.parse(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' }));
    expect(metrics.fallbackFont).toBe('Arial');
    const face = /@font-face \{\s*font-family: 'Inter Fallback';([^}]+)\}/.exec(readFileSync('app/globals.css', 'utf8'))![1]!;
    expect(face).toContain(`ascent-override: ${metrics.ascentOverride};`);
    expect(face).toContain(`descent-override: ${metrics.descentOverride};`);
    expect(face).toContain(`size-adjust: ${metrics.sizeAdjust};`);
    expect(face).toContain("local('Arial')");
    expect(face).toContain("local('Roboto')");
    // The bold face: Inter's width at 700 over Arial Bold's, from the capsize metrics next/font ships (the same
    // ratio next/font takes for the regular face, here applied to the two bold widths).
    const capsize = JSON.parse(readFileSync('node_modules/next/dist/server/capsize-font-metrics.json', 'utf8'));
    const boldRatio = capsize.inter.variants['700'].xWidthAvg / capsize.inter.xWidthAvg / (capsize.arial.variants['700'].xWidthAvg / capsize.arial.xWidthAvg);
    const boldAdjust = (parseFloat(metrics.sizeAdjust) / 100) * boldRatio;
    const bold = /@font-face \{\s*font-family: 'Inter Fallback';[^}]*font-weight: 600 900;([^}]+)\}/.exec(readFileSync('app/globals.css', 'utf8'))![0]!;
    expect(bold).toContain("local('Arial Bold')");
    expect(bold).toContain(`size-adjust: ${(boldAdjust * 100).toFixed(2)}%;`);
    expect(bold).toContain(`ascent-override: ${((capsize.inter.ascent / capsize.inter.unitsPerEm / boldAdjust) * 100).toFixed(2)}%;`);
    expect(bold).toContain(`descent-override: ${((-capsize.inter.descent / capsize.inter.unitsPerEm / boldAdjust) * 100).toFixed(2)}%;`);
    // After both Inter faces, before the system fonts.
    expect(readFileSync('app/globals.css', 'utf8')).toMatch(/--font-sans: var\(--font-inter-latin\), var\(--font-inter-ext\), 'Inter Fallback', ui-sans-serif/);
  });

  it('keeps every weight the site sets, 400 to 900, in the built faces and in their declarations', () => {
    expect(WEIGHT_RANGE).toEqual({ min: 400, max: 900 });
    // Tailwind's lighter weights would be drawn at 400: none is used.
    const lighter = spawnSync('grep', ['-rlE', 'font-(thin|extralight|light)\\b|font-weight: *[1-3]00', 'app', 'components', 'lib', '--include=*.tsx', '--include=*.ts', '--include=*.css'], { encoding: 'utf8' });
    expect(lighter.stdout).toBe('');
    expect(readFileSync('lib/facts/fonts.ts', 'utf8').match(/weight: '400 900'/g)).toHaveLength(2);
    // The faces scripts/build/fonts.mjs wrote (every build runs it first) carry exactly that axis.
    const code = `const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default;
      const axes = ['core', 'extra'].map((n) => (fontkit.default || fontkit)(require('fs').readFileSync('app/fonts/generated/inter-' + n + '.woff2')).variationAxes.wght);
      process.stdout.write(JSON.stringify(axes));`;
    execFileSync(process.execPath, ['scripts/build/fonts.mjs']);
    const axes = JSON.parse(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' }));
    for (const axis of axes) expect(axis).toMatchObject({ min: 400, default: 400, max: 900 });
  });
});
