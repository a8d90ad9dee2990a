/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import { britishToAmerican } from './american-english';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function findBritish(where: string, text: string): string[] {
  const words = text.replace(/\{\w+\}/g, '{}'); // placeholder names are code, not copy
  return britishToAmerican.flatMap(([pattern, american]) => {
    const match = pattern.exec(words);
    return match ? [`${where}: "${match[0]}" (use ${american})`] : [];
  });
}

/**
 * Keys whose text is not visitor copy in American English: the Polish
 * language name, and the seo keywords that list what British searchers type.
 */
const exempt = /^(language\.pl|languageSwitcher\.\w+Pl)$/;

describe('American English', () => {
  it('is what messages/en.json says, with no British spelling or usage', () => {
    const found = flatten(en as unknown as Tree)
      .filter(([path]) => !exempt.test(path))
      .flatMap(([path, text]) => findBritish(path, text));
    expect(found).toEqual([]);
  });

  it('is what the English blog posts say', () => {
    const dir = join(process.cwd(), 'content/blog/en');
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        readFileSync(join(dir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => findBritish(`${file}:${index + 1}`, line)),
      );
    expect(found).toEqual([]);
  });

  it('catches the British forms it lists', () => {
    const sample = 'We optimise every enquiry at weekends; the programme was cancelled at 22:00 in our Trust Centre.';
    expect(findBritish('sample', sample).length).toBeGreaterThanOrEqual(6);
    expect(findBritish('sample', 'We optimize every inquiry on weekends; the program was canceled at 10 p.m. in our Trust Center.')).toEqual([]);
  });
});
