/**
 * Pagefind's excerpts are HTML: escaped text with the matched words in
 * <mark>. They are split into plain text parts here and rendered as React
 * text (never as HTML), so nothing from the index can become markup.
 */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : match;
    }
    return entities[code.toLowerCase()] ?? match;
  });
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

/** Where the `/` shortcut must not open search: the visitor is typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return Boolean(element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}
