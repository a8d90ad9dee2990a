import type { Page } from '@playwright/test';

/**
 * One-letter words (a, i, o, u, w, z and capitals) that end a line on a Polish
 * page, as laid out at the current width: Polish typography keeps them with
 * the next word (lib/copy/typography.ts puts a no-break space after them). For
 * each one the browser's own layout decides: the letter's box and the box of
 * the next visible character are compared, and a next character on a lower
 * line means the letter was left at the end of its line.
 * Returns a short context of each stranded word (empty when there is none).
 */
export async function strandedOneLetterWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isWord = /[aiouwzAIOUWZ]/;
    const space = /[\s\u00a0]/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode(node) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template, [aria-hidden="true"], [hidden]')) return NodeFilter.FILTER_REJECT;
        const lang = parent.closest('[lang]')?.getAttribute('lang') ?? 'pl';
        if (!lang.startsWith('pl')) return NodeFilter.FILTER_REJECT;
        return node.nodeValue && node.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      },
    });
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);

    const box = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rects = range.getClientRects();
      return rects.length ? rects[0]! : null;
    };

    const blockOf = (node: Text) => {
      let element = node.parentElement;
      while (element && getComputedStyle(element).display.startsWith('inline')) element = element.parentElement;
      return element;
    };

    const stranded: string[] = [];
    nodes.forEach((node, index) => {
      const text = node.nodeValue!;
      for (let i = 0; i < text.length; i += 1) {
        if (!isWord.test(text[i]!)) continue;
        const before = i === 0 ? (nodes[index - 1]?.nodeValue?.slice(-1) ?? ' ') : text[i - 1]!;
        if (!(space.test(before) || /[(„"«—–-]/.test(before))) continue;
        // The word is one letter: a space follows, in this node or at the start of the next.
        let next: { node: Text; offset: number } | null = null;
        let j = i + 1;
        let n = index;
        let sawSpace = false;
        while (n < nodes.length) {
          const value = nodes[n]!.nodeValue!;
          for (; j < value.length; j += 1) {
            if (space.test(value[j]!)) sawSpace = true;
            else break;
          }
          if (j < value.length) {
            next = { node: nodes[n]!, offset: j };
            break;
          }
          n += 1;
          j = 0;
        }
        if (!sawSpace || !next || (next.node === node && next.offset === i + 1)) continue;
        // A letter that ends a paragraph or a cell is not followed by a word on its line.
        if (next.node !== node && blockOf(next.node) !== blockOf(node)) continue;
        const letter = box(node, i);
        const following = box(next.node, next.offset);
        if (!letter || !following || letter.width === 0 || following.width === 0) continue;
        if (following.top >= letter.bottom - 2) {
          stranded.push(`…${text.slice(Math.max(0, i - 25), i + 1)}⏎${next.node.nodeValue!.slice(next.offset, next.offset + 20)}…`);
        }
      }
    });
    return stranded;
  });
}
