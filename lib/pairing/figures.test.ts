/**
 * @jest-environment node
 */
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { figureMismatch } from './figures';

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value as Tree, path);
  });
}

it('dump', () => {
  const plMap = new Map(flatten(pl as unknown as Tree));
  const out = flatten(en as unknown as Tree).flatMap(([path, text]) => {
    const twin = plMap.get(path);
    if (twin === undefined) return [];
    const p = figureMismatch(text, twin);
    return p.length ? [`${path}: ${p.join('; ')}\n   EN: ${text.slice(0, 200)}\n   PL: ${twin.slice(0, 200)}`] : [];
  });
  console.log(out.length + '\n' + out.join('\n'));
});
