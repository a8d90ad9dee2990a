/**
 * An English post title in headline case for the browser tab (`<title>`), like
 * the marketing pages' titles; the post's H1 stays in sentence case. AP style:
 * articles, conjunctions and prepositions of three letters or fewer stay
 * lowercase unless they open the title or follow a colon; words already
 * capitalized (AI, GDPR) are kept.
 */
const minor = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'if', 'in', 'nor', 'of', 'off', 'on', 'or', 'per', 'so', 'the', 'to', 'up', 'via', 'vs', 'yet']);

export function headlineCase(title: string): string {
  let opening = true;
  return title.replace(/[\p{L}\p{N}’'-]+|[^\p{L}\p{N}’'-]+/gu, (token) => {
    if (!/\p{L}/u.test(token)) {
      if (/:/.test(token)) opening = true;
      return token;
    }
    const word = opening || !minor.has(token.toLowerCase()) ? token.replace(/(^|-)(\p{Ll})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase()) : token;
    opening = false;
    return word;
  });
}
