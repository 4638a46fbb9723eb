// What a search box's text asks the full-text index, in the web search syntax people know: words, "a phrase",
// -left-out and or; every word also matches longer words it starts ("tent" finds "tents", "ukum" finds "ukumbi").
// Only letters and digits reach the query, so nothing typed can be read as tsquery syntax or fail to parse.

const term = /(-?)"([^"]*)"?|(-?)([^\s"]+)/gu;
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A to_tsquery('simple', …) text for `q` (already lower case), or null when it holds no word to look for. inTitle:
 * the words it looks for must be among the title's (weight A in search_vector); what it leaves out stays left out
 * of the whole listing.
 */
export function searchQueryOf(q: string, { inTitle = false } = {}): string | null {
  const parts: string[] = [];
  let joinWithOr = false;
  for (const [, phraseNot, phrase, wordNot, word] of q.matchAll(term)) {
    if (word === 'or' && !wordNot) {
      joinWithOr = parts.length > 0;
      continue;
    }
    const words = wordsOf(phrase ?? word ?? '');
    if (words.length === 0) continue;
    const negated = (phrase !== undefined ? phraseNot : wordNot) === '-';
    const weight = inTitle && !negated ? 'A' : '';
    const matched = words.map((w) => `${w}:*${weight}`).join(' <-> ');
    const part = negated ? `!(${matched})` : words.length > 1 ? `(${matched})` : matched;
    parts.push(parts.length === 0 ? part : `${joinWithOr ? '|' : '&'} ${part}`);
    joinWithOr = false;
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
