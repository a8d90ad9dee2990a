import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml, { type Options as RemarkHtmlOptions } from 'remark-html';
import GithubSlugger from 'github-slugger';
import type { Root, RootContent, Heading, Image, PhrasingContent } from 'mdast';

type Schema = Exclude<NonNullable<RemarkHtmlOptions['sanitize']>, boolean>;

/**
 * What markdown may produce, and nothing else (an allowlist, stricter than
 * GitHub's). Raw HTML in a post is dropped before this runs, so <script>,
 * <iframe> and inline event handlers never reach the page; `javascript:`
 * and other unknown URL schemes are removed from links and images.
 */
export const sanitizeSchema: Schema = {
  strip: ['script', 'style'],
  // Ids come from our own heading slugger (reserved page ids are avoided), so no prefix.
  clobberPrefix: '',
  clobber: [],
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  tagNames: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'a', 'strong', 'em', 'del', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'input', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
  ],
  attributes: {
    a: ['href', 'title'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    code: [['className', /^language-[\w-]+$/]],
    img: ['src', 'alt', 'title', 'width', 'height', ['loading', 'lazy'], ['decoding', 'async']],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    li: [['className', 'task-list-item']],
    ol: ['start'],
    th: [['align', 'left', 'center', 'right']],
    td: [['align', 'left', 'center', 'right']],
  },
  required: { input: { type: 'checkbox', disabled: true } },
};

/** Table cell alignment from markdown (`| :---: |`), as utility classes. */
const ALIGN_CLASS = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** Ids the site layout already uses: a heading never takes them. */
const RESERVED_IDS = ['main', 'site-footer', 'content', 'top', 'posts'];

export interface TocHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: TocHeading[];
  /** Problems an editor must fix (the loader turns them into a build error). */
  problems: string[];
}

export interface RenderOptions {
  /** Whether a local image such as /blog/x.png exists (in public/). */
  imageExists?: (src: string) => boolean;
  /** Intrinsic size of a local image, written as width/height so the page does not shift. */
  imageSize?: (src: string) => { width: number; height: number } | undefined;
}

/** "Zażółć gęślą" -> "Zazolc gesla": ids and slugs stay readable in a URL. */
export function asciiFold(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

function plainText(node: { type: string; value?: string; alt?: string | null; children?: unknown[] }): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map((child) => plainText(child as PhrasingContent)).join('');
}

function isLocal(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

function walk(node: Root | RootContent, visit: (node: RootContent) => void) {
  if (node.type !== 'root') visit(node);
  if ('children' in node) for (const child of node.children) walk(child as RootContent, visit);
}

/** Markdown to safe HTML: GitHub tables and task lists, heading ids, lazy local images. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const headings: TocHeading[] = [];
  const problems: string[] = [];

  const decorate = () => (tree: Root) => {
    const slugger = new GithubSlugger();
    for (const id of RESERVED_IDS) slugger.slug(id);
    walk(tree, (node) => {
      if (node.type === 'heading') {
        const heading = node as Heading;
        const text = plainText(heading).trim();
        if (heading.depth === 1) {
          problems.push(`body: "# ${text}" is a top-level heading; the title is the page's only one, so start sections at "## ".`);
        }
        const id = slugger.slug(asciiFold(text)) || slugger.slug('section');
        heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
        headings.push({ id, text, depth: heading.depth });
      } else if (node.type === 'image') {
        const image = node as Image;
        const path = image.url.split(/[?#]/)[0]!;
        let size: { width: number; height: number } | undefined;
        if (!isLocal(image.url)) {
          problems.push(`body: image "${image.url}" is not local; put the file in public/ and link it as /blog/…`);
        } else if (options.imageExists && !options.imageExists(path)) {
          problems.push(`body: image "${image.url}" does not exist in public/`);
        } else {
          size = options.imageSize?.(path);
        }
        if (!image.alt?.trim()) problems.push(`body: image "${image.url}" needs a description: ![what it shows](${image.url})`);
        image.data = { ...image.data, hProperties: { ...image.data?.hProperties, ...size, loading: 'lazy', decoding: 'async' } };
      } else if (node.type === 'footnoteDefinition') {
        problems.push('body: footnotes are not supported; put the note in the text or link the source.');
      }
    });
  };

  const html = String(remark().use(remarkGfm).use(decorate).use(remarkHtml, { sanitize: sanitizeSchema }).processSync(markdown))
    // Wide tables and code scroll sideways on phones: keyboard users must be able to scroll them too.
    .replace(/<(table|pre)>/g, '<$1 tabindex="0">')
    // A column's alignment (| :---: |) as a class: the align attribute is obsolete HTML.
    .replace(/<(th|td) align="(left|center|right)">/g, (_, cell: string, align: keyof typeof ALIGN_CLASS) => `<${cell} class="${ALIGN_CLASS[align]}">`);
  return { html, headings, problems };
}
