/**
 * @jest-environment node
 */
import en from './en.json';
import pl from './pl.json';
import { claims } from '@/lib/copy/claims';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * ICU argument names ({name}, {count, plural, ...}) and rich-text tags (<b>).
 * The marketing figures ({conversionLift}, lib/copy/claims.ts) are filled in when
 * the messages load, so a language may use them where the other does not.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) if (!(match[1]! in claims)) names.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<([A-Za-z][\w-]*)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

const enFlat = flatten(en as unknown as Tree);
const plFlat = flatten(pl as unknown as Tree);

describe('messages', () => {
  it('have the same key tree in English and Polish', () => {
    const onlyEn = [...enFlat.keys()].filter((k) => !plFlat.has(k));
    const onlyPl = [...plFlat.keys()].filter((k) => !enFlat.has(k));
    expect({ onlyEn, onlyPl }).toEqual({ onlyEn: [], onlyPl: [] });
  });

  it('have no empty values', () => {
    const empty = [...enFlat, ...plFlat].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use the same ICU placeholders in both languages', () => {
    const mismatched = [...enFlat.keys()]
      .filter((k) => plFlat.has(k))
      .filter((k) => placeholders(enFlat.get(k)!).join() !== placeholders(plFlat.get(k)!).join());
    expect(mismatched).toEqual([]);
  });

  it('contain the specification’s fifteen sections', () => {
    const sections = ['common', 'welcome', 'phoneStep', 'valueProp', 'navigation', 'hero', 'features', 'benefits', 'integrations', 'testimonials', 'cta', 'footer', 'hotels', 'areYouSecretlyLosing', 'letterHero'];
    expect(sections.filter((s) => !(s in en) || !(s in pl))).toEqual([]);
  });

  it('never leave placeholder copy', () => {
    const bad = [...enFlat, ...plFlat].filter(([, v]) => /lorem ipsum|\bTODO\b|coming soon|wkrótce dostępne/i.test(v)).map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('name the header sign-up buttons by their destination (issue 16: one label per destination, sentence case)', () => {
    expect(en.navigation.signUp).toBe('Create account');
    expect(pl.navigation.signUp).toBe('Zarejestruj się');
    expect(en.navigation.tryForFree).toBe('Start free trial');
  });
});
