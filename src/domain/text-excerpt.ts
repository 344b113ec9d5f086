/**
 * A text cut to at most `max` characters for a meta tag: at the last word boundary in its second half,
 * with an ellipsis, so a search result never ends in half a word.
 */
export function textExcerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
