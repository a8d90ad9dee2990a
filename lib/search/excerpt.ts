/**
 * Pagefind's excerpts are HTML: escaped text with the matched words in
 * <mark>. They are split into plain text parts here and rendered as React
 * text (never as HTML), so nothing from the index can become markup.
 */
import { decodeEntities } from '@/lib/search/html-entities.mjs';

export { decodeEntities };

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  const push = (raw: string, mark: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, mark });
  };
  for (let m = re.exec(html); m; m = re.exec(html)) {
    push(html.slice(last, m.index), false);
    push(m[1]!, true);
    last = m.index + m[0].length;
  }
  push(html.slice(last), false);
  return parts;
}

export { isTypingTarget } from './typing';
