// Decoding HTML character references, shared by the search dialog (lib/search/excerpt.ts,
// Pagefind's escaped excerpts) and the build's per-page CSS (scripts/build/prune-css.mjs, class
// attributes as the HTML writes them). Plain JavaScript so both can import it.
const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text an HTML fragment's entities stand for (numeric and the common named ones; others stay). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : match;
    }
    return named[code.toLowerCase()] ?? match;
  });
}
