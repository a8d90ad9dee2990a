/**
 * What the CMS at /admin/ says to editors, in its two interface languages.
 * This is the editors' tool, not site copy: no page loads it. The rule wording
 * itself comes from the blog schema (lib/blog/schema.ts); `polishRule` only
 * translates it for the Polish interface.
 */
export type CmsLocale = 'en' | 'pl';

export const cmsLocales: readonly CmsLocale[] = ['en', 'pl'];

export type FieldName =
  | 'title'
  | 'slug'
  | 'description'
  | 'date'
  | 'updated'
  | 'author'
  | 'tags'
  | 'cover'
  | 'coverAlt'
  | 'draft'
  | 'translationKey'
  | 'body';

interface FieldCopy {
  label: string;
  hint: string;
}

export interface CmsCopy {
  collection: { label: string; singular: string; description: string };
  /** The second list: posts that have only a Polish file. */
  polishOnly: { label: string; singular: string; description: string };
  fields: Record<FieldName, FieldCopy>;
  /** Decap's own message for an empty required field (%{fieldLabel} is the field's label). */
  required: string;
  /** Decap's own message for a list with too few or too many items. */
  listRange: string;
  /** How Decap shows a rule of the schema (%{pattern} is the rule's wording). */
  pattern: string;
  /** What stops a save before anything is written (lib/cms/admin/guard.mjs); %{…} are filled in there. */
  guard: GuardCopy;
}

export interface GuardCopy {
  /** Decap's message for a save that did not happen (%{details}: why). */
  notSaved: string;
  /** A post named in a message: its title and file. */
  post: string;
  /** A new entry whose address belongs to a post in either language. */
  addressTaken: string;
  /** An existing post whose address was typed anew. */
  addressChange: string;
  /** A post with no default-language file: saving would write one from an empty column. */
  unpaired: string;
  /** Another post of that language has the translation key. */
  keyTaken: string;
  /** A problem in one language column (%{language}: which, %{problem}: the field's message). */
  inLanguage: string;
  /** The language columns, as the messages name them. */
  languages: Record<CmsLocale, string>;
  /** Files a new entry would write over (the last check, on the paths about to be written). */
  fileExists: string;
}

export const cmsCopy: Record<CmsLocale, CmsCopy> = {
  en: {
    collection: {
      label: 'Blog posts',
      singular: 'Post',
      description: 'Each post is one markdown file per language in content/blog/. The same checks run here and in the build.',
    },
    polishOnly: {
      label: 'Posts in Polish only',
      singular: 'Post in Polish only',
      description: 'Posts without an English version: one file in content/blog/pl/, at /pl/blog/<address>/. To add an English version later, open the post in a text editor.',
    },
    fields: {
      title: { label: 'Title', hint: "The page's only heading (h1), also the title in search results." },
      slug: {
        label: 'Address (file name)',
        hint: 'Leave empty to take it from the title above it ("Wdrożenie AI" becomes wdrozenie-ai), in each language: /en/blog/<address>/, /pl/blog/<address>/. Set when that language is first saved, then kept.',
      },
      description: { label: 'Description', hint: 'One or two sentences for the blog list, search results and RSS.' },
      date: { label: 'Publication date', hint: 'Pick the day (written YYYY-MM-DD). The blog list is sorted by it, newest first.' },
      updated: { label: 'Last revised', hint: 'Optional. The day of the last real revision, not before the publication date.' },
      author: { label: 'Author', hint: 'Shown on the post and in its structured data.' },
      tags: { label: 'Tags', hint: '1 to 8 topics, separated by commas. Shown as labels and as RSS categories.' },
      cover: { label: 'Cover image', hint: 'Optional. Uploads are saved next to the post, in public/blog/<address>/.' },
      coverAlt: { label: 'Cover description (alt text)', hint: 'Required with a cover: what the image shows, for people who cannot see it.' },
      draft: { label: 'Draft', hint: 'On: the post stays out of the published site (npm run dev still shows it).' },
      translationKey: {
        label: 'Translation key',
        hint: 'The same in both languages: it links a post to its translation. Left empty, it becomes the address.',
      },
      body: { label: 'Text', hint: 'Markdown. Start sections at ## (the title is the only # heading); images need a description.' },
    },
    required: '%{fieldLabel} is missing.',
    listRange: '%{fieldLabel}: between %{minCount} and %{maxCount} items.',
    pattern: '%{fieldLabel} %{pattern}.',
    guard: {
      notSaved: 'Not saved. %{details}',
      post: '"%{title}" (%{file})',
      addressTaken: 'The address "%{address}" belongs to the post %{post}: saving would replace it. Type another address in "%{field}", or open that post from the list to edit it.',
      addressChange:
        'The address of a published post cannot change here (it stays "%{address}"): links to it, the feeds and search results would break. Clear "%{field}"; to rename the post, rename its files in git.',
      unpaired:
        'This entry is the post %{post}, which has no English version: saving here would write one from the empty English column. Edit %{file} in a text editor and check it with npm run check:posts.',
      keyTaken: '%{language}: the translation key "%{key}" belongs to the post %{post} (one post per key in each language). Type another one in "%{field}".',
      inLanguage: '%{language}: %{problem}',
      languages: { en: 'English version', pl: 'Polish version' },
      fileExists: 'A new post may not replace an existing file: %{files}.',
    },
  },
  pl: {
    collection: {
      label: 'Wpisy na blogu',
      singular: 'Wpis',
      description: 'Każdy wpis to jeden plik markdown na język w content/blog/. Tutaj obowiązują te same zasady co przy budowaniu strony.',
    },
    polishOnly: {
      label: 'Wpisy tylko po polsku',
      singular: 'Wpis tylko po polsku',
      description: 'Wpisy bez wersji angielskiej: jeden plik w content/blog/pl/, pod adresem /pl/blog/<adres>/. Wersję angielską dodasz później w edytorze tekstu.',
    },
    fields: {
      title: { label: 'Tytuł', hint: 'Jedyny nagłówek strony (h1), a zarazem tytuł w wynikach wyszukiwania.' },
      slug: {
        label: 'Adres (nazwa pliku)',
        hint: 'Zostaw puste, a adres powstanie z tytułu nad nim („Wdrożenie AI” → wdrozenie-ai), w każdym języku osobno: /en/blog/<adres>/, /pl/blog/<adres>/. Ustalany przy pierwszym zapisie danego języka, potem się nie zmienia.',
      },
      description: { label: 'Opis', hint: 'Jedno lub dwa zdania na listę wpisów, do wyników wyszukiwania i RSS.' },
      date: { label: 'Data publikacji', hint: 'Wybierz dzień (zapisywany jako RRRR-MM-DD). Według niej lista wpisów jest sortowana, od najnowszych.' },
      updated: { label: 'Ostatnia aktualizacja', hint: 'Opcjonalnie. Dzień ostatniej istotnej zmiany, nie wcześniej niż data publikacji.' },
      author: { label: 'Autor', hint: 'Widoczny pod wpisem i w jego danych strukturalnych.' },
      tags: { label: 'Tagi', hint: 'Od 1 do 8 tematów, oddzielonych przecinkami. Widoczne jako etykiety i kategorie w RSS.' },
      cover: { label: 'Obraz okładki', hint: 'Opcjonalnie. Przesłane pliki trafiają obok wpisu, do public/blog/<adres>/.' },
      coverAlt: { label: 'Opis okładki (tekst alternatywny)', hint: 'Wymagany przy okładce: co przedstawia obraz, dla osób, które go nie widzą.' },
      draft: { label: 'Szkic', hint: 'Włączone: wpis nie trafia na opublikowaną stronę (npm run dev nadal go pokazuje).' },
      translationKey: {
        label: 'Klucz tłumaczenia',
        hint: 'Taki sam w obu językach: łączy wpis z jego tłumaczeniem. Jeśli go nie wpiszesz, przyjmie wartość adresu.',
      },
      body: { label: 'Treść', hint: 'Markdown. Sekcje zaczynaj od ## (tytuł to jedyny nagłówek #); obrazy wymagają opisu.' },
    },
    required: 'Brakuje pola „%{fieldLabel}”.',
    listRange: '%{fieldLabel}: od %{minCount} do %{maxCount} pozycji.',
    pattern: '%{fieldLabel}: %{pattern}.',
    guard: {
      notSaved: 'Nie zapisano. %{details}',
      post: '„%{title}” (%{file})',
      addressTaken: 'Adres „%{address}” należy do wpisu %{post}: zapis by go zastąpił. Wpisz inny adres w polu „%{field}” albo otwórz tamten wpis z listy, aby go edytować.',
      addressChange:
        'Adresu opublikowanego wpisu nie można tu zmienić (zostaje „%{address}”): przestałyby działać linki do niego, kanały RSS i wyniki wyszukiwania. Wyczyść pole „%{field}”; aby zmienić nazwę wpisu, zmień nazwy jego plików w git.',
      unpaired:
        'To jest wpis %{post}, który nie ma wersji angielskiej: zapis utworzyłby ją z pustej angielskiej kolumny. Edytuj %{file} w edytorze tekstu i sprawdź go poleceniem npm run check:posts.',
      keyTaken: '%{language}: klucz tłumaczenia „%{key}” należy do wpisu %{post} (w każdym języku jeden wpis na klucz). Wpisz inny w polu „%{field}”.',
      inLanguage: '%{language}: %{problem}',
      languages: { en: 'Wersja angielska', pl: 'Wersja polska' },
      fileExists: 'Nowy wpis nie może zastąpić istniejącego pliku: %{files}.',
    },
  },
};

/** The schema's rule wording (English, as the build prints it) for the Polish interface. */
const polishRules: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^must be at most (\d+) characters$/, (n) => `może mieć najwyżej ${n} znaków`],
  [/^must be a real date written as YYYY-MM-DD, e\.g\. (\S+)$/, (d) => `musi być prawdziwą datą w formacie RRRR-MM-DD, np. ${d}`],
  [/^must list at least one tag$/, () => 'podaj co najmniej jeden tag'],
  [/^must list at most (\d+) tags$/, (n) => `podaj najwyżej ${n} tagów`],
  [
    /^must be a local image path starting with "\/" \(a file in public\/\), e\.g\. (\S+)$/,
    (p) => `musi być ścieżką do lokalnego obrazu zaczynającą się od „/” (plik w public/), np. ${p}`,
  ],
  [/^is required when a cover image is set \(describe the image\)$/, () => 'jest wymagany, gdy wpis ma obraz okładki (opisz, co przedstawia)'],
  [
    /^must use lowercase letters, digits and hyphens, e\.g\. (\S+)$/,
    (example) => `może zawierać tylko małe litery, cyfry i łączniki, np. ${example === 'hotel-after-hours' ? 'hotel-po-godzinach' : example}`,
  ],
];

/** Translates one rule of the schema; throws for a rule without a Polish wording (a unit test runs every rule). */
export function polishRule(rule: string): string {
  for (const [pattern, translate] of polishRules) {
    const match = pattern.exec(rule);
    if (match) return translate(...match.slice(1));
  }
  throw new Error(`lib/cms/copy.ts: no Polish wording for the schema rule "${rule}"`);
}

/** The rule as the editor reads it in the given interface language. */
export function ruleIn(locale: CmsLocale, rule: string): string {
  return locale === 'en' ? rule : polishRule(rule);
}
