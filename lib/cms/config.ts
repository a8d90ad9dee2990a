/**
 * The Decap CMS configuration, generated at build time from the blog's
 * frontmatter schema (lib/blog/schema.ts): every field, whether it is required,
 * its maximum length, pattern and list limits come from the zod schema itself
 * (read from its checks, and each message by running the schema on a value it
 * refuses), so the editor shows the very wording the build prints.
 * app/admin/[asset]/route.ts serves it as /admin/config.yml (English interface)
 * and /admin/config.pl.yml (Polish); lib/cms/config.test.ts fails when the
 * schema and this configuration disagree.
 */
import { z } from 'zod';
import { frontmatterSchema, MISSING_MESSAGE, SLUG_PATTERN } from '@/lib/blog/schema';
import { isExample, siteConfig } from '@/lib/site';
import { ownSignIn } from './auth-config';
import { cmsCopy, ruleIn, type CmsLocale, type FieldName } from './copy';
import { CMS_AUTH_PATH } from './oauth';

/** Name of the frontmatter format registered by lib/cms/admin/admin.mjs (keeps untouched lines as written). */
export const CMS_FORMAT = 'blog-frontmatter';

/**
 * A real calendar day written as YYYY-MM-DD, as a regular expression (Decap's
 * `pattern` cannot call a function): 31-, 30- and 28-day months, and 29
 * February in leap years only. Equivalent to isCalendarDate (unit-tested).
 */
export const CALENDAR_DATE_PATTERN =
  '^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$';

/** At most `max` characters once surrounding spaces are trimmed (the schema trims before counting). */
export const maxLengthPattern = (max: number) => `^\\s*[\\s\\S]{0,${max}}?\\s*$`;

type Shape = typeof frontmatterSchema.shape;
type SchemaField = keyof Shape;

interface Bag {
  minimum?: number;
  maximum?: number;
  patterns?: Set<RegExp>;
}

/** The schema of a field without its `.optional()` wrapper. */
function inner(field: SchemaField): z.ZodType {
  const schema = frontmatterSchema.shape[field] as z.ZodType;
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}

/** A schema's limits, read from its zod 4 checks (min/max length or items, regex patterns). */
function bag(schema: z.ZodType): Bag {
  type Check = { _zod: { def: { check: string; minimum?: number; maximum?: number; pattern?: RegExp } } };
  const checks = ((schema as unknown as { _zod: { def: { checks?: Check[] } } })._zod.def.checks ?? []).map((c) => c._zod.def);
  const result: Bag = { patterns: new Set() };
  for (const check of checks) {
    if (check.check === 'min_length') result.minimum = check.minimum;
    if (check.check === 'max_length') result.maximum = check.maximum;
    if (check.check === 'string_format' && check.pattern) result.patterns!.add(check.pattern);
  }
  return result;
}

/** The message the schema gives for `value` in `field` (what the build prints after `field "x": `). */
export function schemaMessage(field: SchemaField, value: unknown): string {
  const result = inner(field).safeParse(value);
  if (result.success) throw new Error(`lib/cms/config.ts: the schema accepts ${JSON.stringify(value)} for "${field}"`);
  return result.error.issues[0]!.message;
}

export function isRequired(field: SchemaField): boolean {
  return !frontmatterSchema.shape[field].safeParse(undefined).success;
}

/** A valid post, to probe rules that span fields. */
const validPost = {
  title: 'T',
  description: 'D',
  date: '2026-01-01',
  author: 'A',
  tags: ['t'],
  translationKey: 'k',
};

/** The message of the cross-field rule "coverAlt is required with a cover". */
export function coverAltMessage(): string {
  const result = frontmatterSchema.safeParse({ ...validPost, cover: '/blog/k/cover.jpg' });
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'coverAlt');
  if (!issue) throw new Error('lib/cms/config.ts: the schema no longer requires coverAlt with a cover');
  return issue.message;
}

export function maxLength(field: SchemaField): number {
  const max = bag(inner(field)).maximum;
  if (max === undefined) throw new Error(`lib/cms/config.ts: "${field}" has no maximum length`);
  return max;
}

function patternOf(schema: z.ZodType): RegExp {
  const [pattern] = bag(schema).patterns ?? [];
  if (!pattern) throw new Error('lib/cms/config.ts: expected a regex check');
  return pattern;
}

/** `…\.(?:png|jpe?g)$` -> a pattern for a file name with one of those extensions, in any letter case. */
export function imageNamePattern(pathPattern: RegExp): string {
  const extensions = /\\\.\(\?:([^)]+)\)\$$/.exec(pathPattern.source)?.[1];
  if (!extensions) throw new Error('lib/cms/config.ts: the cover pattern no longer ends with a list of extensions');
  const anyCase = extensions.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
  return `^[^\\s?#/]+\\.(?:${anyCase})$`;
}

type DecapField = Record<string, unknown>;

export interface CmsConfigOptions {
  /** Interface language of the CMS. */
  locale: CmsLocale;
  /** The build's environment, for the sign-in (lib/cms/auth-config.ts); process.env when not given. */
  env?: Record<string, string | undefined>;
}

/**
 * Where Decap's GitHub sign-in goes (its `base_url` and `auth_endpoint`): the helper
 * CMS_AUTH_BASE_URL names; else, with GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET set, this
 * site's own functions (lib/cms/oauth.ts at /api/cms/auth); else nothing, which is
 * Netlify's provider (always so on Netlify).
 */
export function signInBackend(env: Record<string, string | undefined> = process.env): { base_url?: string; auth_endpoint?: string } {
  const { cms } = siteConfig;
  if (cms.authBaseUrl) return { base_url: cms.authBaseUrl, auth_endpoint: cms.authEndpoint };
  if (ownSignIn(env)) return { base_url: siteConfig.origin, auth_endpoint: CMS_AUTH_PATH.slice(1) };
  return {};
}

/** One Decap field per frontmatter field (in the README's order), plus the address and the body. */
function fields(locale: CmsLocale): DecapField[] {
  const copy = cmsCopy[locale].fields;
  const rule = (text: string) => ruleIn(locale, text);
  const base = (name: FieldName, extra: DecapField): DecapField => ({
    name,
    label: copy[name].label,
    hint: copy[name].hint,
    ...extra,
  });
  const text = (name: SchemaField & FieldName, widget: 'string' | 'text', i18n: boolean | 'duplicate' = true) => {
    const max = maxLength(name);
    return base(name, {
      widget,
      required: isRequired(name),
      i18n,
      pattern: [maxLengthPattern(max), rule(schemaMessage(name, 'x'.repeat(max + 1)))],
    });
  };
  // The publication date and the author are typed once, in the default language's column (the
  // others do not show them: Decap would show an editable copy it then ignores); every language's
  // file gets the same (SHARED_FIELDS in lib/cms/admin/blog-format.mjs). A revision date is each
  // language's own.
  // A date picker (the browser's own, Decap's datetime widget as a plain date) writing YYYY-MM-DD text;
  // the pattern still checks what it holds, as the build does.
  const date = (name: 'date' | 'updated') =>
    base(name, {
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      required: isRequired(name),
      i18n: name === 'updated',
      pattern: [CALENDAR_DATE_PATTERN, rule(schemaMessage(name, '2026-02-30'))],
    });
  const tags = inner('tags') as z.ZodArray<z.ZodType>;
  const tagLimits = bag(tags);
  const cover = inner('cover');

  return [
    text('title', 'string'),
    // Each language's own address (the Polish file may have a Polish name): lib/cms/admin/pairs.mjs.
    base('slug', {
      widget: 'string',
      required: false,
      i18n: true,
      pattern: [SLUG_PATTERN.source, rule(schemaMessage('translationKey', 'Not A Slug'))],
    }),
    text('description', 'text'),
    date('date'),
    date('updated'),
    text('author', 'string', false),
    base('tags', {
      widget: 'list',
      required: isRequired('tags'),
      i18n: true,
      // Decap checks a comma-separated list as one text "a,b,c": at most `maximum` items;
      // the minimum (one) is the required check.
      pattern: [`^[^,]*(?:,[^,]*){0,${(tagLimits.maximum ?? 1) - 1}}$`, rule(schemaMessage('tags', Array.from({ length: (tagLimits.maximum ?? 0) + 1 }, () => 't')))],
    }),
    base('cover', {
      widget: 'image',
      required: isRequired('cover'),
      i18n: 'duplicate',
      choose_url: false,
      // Decap checks an image by its file name (the widget itself only makes local paths), so the
      // pattern is the schema's list of image types, applied to the name.
      pattern: [imageNamePattern(patternOf(cover)), rule(schemaMessage('cover', 'https://elsewhere.example/cover.jpg'))],
    }),
    {
      ...text('coverAlt', 'string'),
      // Required with a cover: checked by the "cover-alt" widget of lib/cms/admin/admin.mjs.
      widget: 'cover-alt',
      requiredWith: 'cover',
      requiredMessage: cmsCopy[locale].pattern.replace('%{fieldLabel}', copy.coverAlt.label).replace('%{pattern}', rule(coverAltMessage())),
    },
    base('draft', { widget: 'boolean', required: false, default: false, i18n: true }),
    base('translationKey', {
      widget: 'string',
      // Filled in from the address when left empty (lib/cms/admin/admin.mjs), so never missing in a file.
      required: false,
      i18n: 'duplicate',
      pattern: [patternOf(inner('translationKey')).source, rule(schemaMessage('translationKey', 'Not A Key'))],
    }),
    // Markdown as written first (the hint says Markdown); the rich-text view is the second mode.
    // Required: the build stops on a post without text.
    base('body', { widget: 'markdown', required: true, i18n: true, modes: ['raw', 'rich_text'] }),
  ];
}

/** The whole Decap configuration for one interface language. */
export function cmsConfig({ locale, env }: CmsConfigOptions) {
  const { cms } = siteConfig;
  const copy = cmsCopy[locale];
  return {
    locale,
    // Not Decap's: lib/cms/admin/admin.mjs takes these out and puts them into Decap's interface phrases.
    phrases: { required: copy.required, listRange: copy.listRange, pattern: copy.pattern, guard: copy.guard },
    backend: {
      name: 'github',
      repo: cms.githubRepo,
      branch: cms.branch,
      ...signInBackend(env),
      squash_merges: true,
      commit_messages: {
        create: 'Blog: add "{{slug}}"',
        update: 'Blog: update "{{slug}}"',
        delete: 'Blog: delete "{{slug}}"',
        uploadMedia: 'Blog: upload "{{path}}"',
        deleteMedia: 'Blog: delete "{{path}}"',
      },
    },
    // Draft -> In review -> Ready, each a pull request that CI builds before it is merged.
    publish_mode: 'editorial_workflow',
    // `npm run cms`: decap-server on this machine writes the files directly (used only on localhost).
    local_backend: { url: `http://localhost:${cms.localBackendPort}/api/v1` },
    // "View Live" opens the post on the site: the configured origin once it is set (never the
    // example's); lib/cms/admin/admin.mjs uses the CMS page's own origin when it is not, and on
    // this machine (`npm run cms`: the development server that shows what was just saved).
    ...(isExample(siteConfig.origin) ? {} : { site_url: siteConfig.origin, display_url: siteConfig.origin }),
    media_folder: 'public/blog',
    public_folder: '/blog',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: ['en', 'pl'], default_locale: 'en' },
    collections: [
      {
        name: 'blog',
        label: copy.collection.label,
        label_singular: copy.collection.singular,
        description: copy.collection.description,
        folder: 'content/blog',
        extension: 'md',
        format: CMS_FORMAT,
        create: true,
        i18n: true,
        identifier_field: 'title',
        // The address field, filled from the title when left empty (lib/cms/admin/admin.mjs).
        slug: '{{fields.slug}}',
        summary: '{{title}} · {{date}}',
        // "View Live": the English post (it links to its translation).
        preview_path: 'en/blog/{{slug}}/',
        sortable_fields: ['date', 'title'],
        // Images of a post live next to it: public/blog/<file name>/, linked as /blog/<file name>/….
        media_folder: '/public/blog/{{filename}}',
        public_folder: '/blog/{{filename}}',
        fields: fields(locale),
      },
      {
        // Posts with a Polish file only (the build allows them): the same fields, one language, in
        // content/blog/pl/. lib/cms/admin/admin.mjs lists here the Polish files with no English
        // file of their translation key, and leaves them out of the list above.
        name: POLISH_ONLY,
        label: copy.polishOnly.label,
        label_singular: copy.polishOnly.singular,
        description: copy.polishOnly.description,
        folder: 'content/blog/pl',
        extension: 'md',
        format: CMS_FORMAT,
        create: true,
        identifier_field: 'title',
        slug: '{{fields.slug}}',
        summary: '{{title}} · {{date}}',
        preview_path: 'pl/blog/{{slug}}/',
        sortable_fields: ['date', 'title'],
        media_folder: '/public/blog/{{filename}}',
        public_folder: '/blog/{{filename}}',
        // One language: the fields without their i18n setting.
        fields: fields(locale).map((field) => Object.fromEntries(Object.entries(field).filter(([key]) => key !== 'i18n'))),
      },
    ],
  };
}

/** The collection of posts written in Polish only. */
export const POLISH_ONLY = 'blog-pl';

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** What the CMS shows for an empty required field; the same words as the build's MISSING_MESSAGE. */
export function requiredPhrase(locale: CmsLocale): string {
  return cmsCopy[locale].required;
}

export { MISSING_MESSAGE };
