// The CMS's reading and writing of a post file (plain browser JavaScript,
// served as /admin/blog-format.mjs; unit-tested in lib/cms/blog-format.test.ts).
//
// Decap's own frontmatter format rewrites the whole YAML block on every save
// (quotes, list style, key order). This one keeps every line of a field the
// editor did not change exactly as written, rewrites only the fields that
// changed, appends new fields, and keeps the text untouched when it did not
// change. A new file is written in the README's order and style.

/** Fields in the order of the README's frontmatter reference. */
export const FIELD_ORDER = ['title', 'description', 'date', 'updated', 'author', 'tags', 'cover', 'coverAlt', 'draft', 'translationKey'];

/** Editor-only fields that never reach the file (the address is the file name). */
const EDITOR_ONLY = new Set(['slug']);

/** Where the file's original text travels with the entry, so unchanged lines can be kept. */
export const SOURCE_KEY = '__source';

/**
 * Values every language shares (translation key, cover), set on the default
 * language's data before a save. Decap writes the default language first and
 * then each translation, so the translations take them from there.
 */
export const SHARED_KEY = '__shared';

/**
 * The fields every language takes from the default language's values (typed
 * once, in the left column): the translation key, the cover, the publication
 * date and the author. They do not make a language "written in".
 */
export const SHARED_FIELDS = ['translationKey', 'cover', 'date', 'author'];

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * "Wdrożenie AI" -> "wdrozenie-ai": Polish (and other accented) letters
 * folded to ASCII, everything else but letters and digits becomes one hyphen.
 * The same rule as suggestSlug in lib/blog/load.ts.
 */
export function slugify(text) {
  return String(text ?? '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Top-level `key: value` blocks of a YAML text, each with its raw lines (comments and blank lines stay with the block above). */
function segments(yamlText) {
  const lines = yamlText.split('\n');
  const blocks = [];
  let current = { key: null, lines: [] };
  for (const line of lines) {
    const match = /^([A-Za-z_][\w-]*)\s*:(?:\s|$)/.exec(line);
    if (match) {
      blocks.push(current);
      current = { key: match[1], lines: [line] };
    } else current.lines.push(line);
  }
  blocks.push(current);
  return blocks.filter((block) => block.key !== null || block.lines.some((line) => line.trim() !== ''));
}

const isEmptyValue = (value) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function normalise(key, value) {
  if (key === 'tags' && Array.isArray(value)) return value.map((tag) => String(tag).trim()).filter(Boolean);
  return value;
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A flow-list item or scalar that YAML reads back as the same string. */
function scalar(yaml, value, { flow = false, quoted = false } = {}) {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  const text = String(value);
  if (quoted) return JSON.stringify(text);
  const plain = yaml.dump(text, { schema: yaml.CORE_SCHEMA, lineWidth: -1 }).replace(/\n$/, '');
  const unsafeInFlow = flow && /[,[\]{}#&*!|>'"%@`]/.test(text);
  if (plain.includes('\n') || plain.startsWith("'") || plain.startsWith('"') || unsafeInFlow) return JSON.stringify(text);
  return plain;
}

/** One field in the house style: titles in double quotes, tags as [a, b], dates bare. */
function line(yaml, key, value) {
  if (key === 'tags' && Array.isArray(value)) return `tags: [${value.map((tag) => scalar(yaml, tag, { flow: true })).join(', ')}]`;
  return `${key}: ${scalar(yaml, value, { quoted: key === 'title' })}`;
}

/**
 * @param {{ load: (text: string, options?: object) => any, dump: (value: unknown, options?: object) => string, CORE_SCHEMA: any }} yaml
 *   js-yaml (4.x), passed in so the same code runs in the browser and in jest
 */
export function createBlogFormat(yaml) {
  function split(content) {
    const text = String(content ?? '');
    const match = FRONTMATTER.exec(text);
    if (!match) return { yamlText: '', rawBody: text };
    return { yamlText: match[1], rawBody: text.slice(match[0].length) };
  }

  /** The body as the editor sees it: without the blank line after the frontmatter. */
  const bodyOf = (rawBody) => rawBody.replace(/^\r?\n/, '');

  /**
   * Files read so far. Decap keeps only the configured fields of an entry, so
   * the original text cannot travel with it; toFile finds it again here: the
   * read file that shares the most values with what is being written.
   */
  const read = [];

  function fromFile(content) {
    const { yamlText, rawBody } = split(content);
    // CORE_SCHEMA: dates stay text (YYYY-MM-DD), as the build reads them.
    const parsed = yamlText ? yaml.load(yamlText, { schema: yaml.CORE_SCHEMA }) : {};
    const fields = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    const data = { ...fields, body: bodyOf(rawBody) };
    read.push({ source: String(content ?? ''), data });
    if (read.length > 500) read.shift();
    return { ...data, [SOURCE_KEY]: String(content ?? '') };
  }

  /** The original text of the file being written: the read file sharing most values (at least half). */
  function originalOf(values, body) {
    let best = null;
    let bestScore = 0;
    for (const candidate of read) {
      const keys = new Set([...Object.keys(candidate.data), ...Object.keys(values), 'body']);
      let score = 0;
      for (const key of keys) {
        const mine = key === 'body' ? body : values[key];
        if (mine !== undefined && same(normalise(key, candidate.data[key]), mine)) score += 1;
      }
      // The translation key links two files of different languages: it alone does not count.
      if (same(candidate.data.translationKey, values.translationKey)) score -= 1;
      if (score > bestScore && score * 2 >= keys.size) {
        best = candidate.source;
        bestScore = score;
      }
    }
    return best;
  }

  /** The shared values of the last default-language file written (see SHARED_KEY). */
  let shared = null;

  function toFile(data) {
    const { body = '', [SOURCE_KEY]: source, [SHARED_KEY]: ownShared, ...rest } = data ?? {};
    // A language nobody wrote in (an existing post without that translation): no file at all
    // (Decap skips an empty result), rather than a file holding only the shared values.
    const written = (key) => !EDITOR_ONLY.has(key) && !SHARED_FIELDS.includes(key) && !isEmptyValue(rest[key]) && rest[key] !== false;
    if (!ownShared && String(body ?? '').trim() === '' && !Object.keys(rest).some(written)) return '';
    if (ownShared) shared = ownShared;
    else if (shared) {
      for (const key of SHARED_FIELDS) if (shared[key]) rest[key] = shared[key];
    }
    const values = {};
    for (const [key, value] of Object.entries(rest)) {
      if (EDITOR_ONLY.has(key) || isEmptyValue(value)) continue;
      // `draft: false` is the default: written only when the file already says so.
      values[key] = normalise(key, value);
    }

    const originalText = typeof source === 'string' ? source : originalOf(values, String(body ?? ''));
    const original = originalText !== null ? split(originalText) : null;
    const kept = [];
    const done = new Set();
    if (original && original.yamlText) {
      for (const block of segments(original.yamlText)) {
        if (block.key === null) {
          kept.push(...block.lines);
          continue;
        }
        const before = yaml.load(block.lines.join('\n'), { schema: yaml.CORE_SCHEMA })?.[block.key];
        done.add(block.key);
        if (!(block.key in values)) continue; // removed in the editor
        if (same(normalise(block.key, before), values[block.key])) kept.push(...block.lines);
        else kept.push(line(yaml, block.key, values[block.key]));
      }
    }
    const known = FIELD_ORDER.filter((key) => key in values && !done.has(key));
    const others = Object.keys(values).filter((key) => !FIELD_ORDER.includes(key) && !done.has(key));
    for (const key of [...known, ...others]) {
      if (key === 'draft' && values.draft === false) continue;
      kept.push(line(yaml, key, values[key]));
    }
    while (kept.length && kept.at(-1).trim() === '') kept.pop();

    const text = String(body ?? '');
    const rawBody = original && bodyOf(original.rawBody) === text ? original.rawBody : `\n${text.replace(/\s+$/, '')}\n`;
    return `---\n${kept.join('\n')}\n---\n${rawBody}`;
  }

  return { fromFile, toFile };
}
