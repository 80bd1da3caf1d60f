// DESIGN §4: a page's meta description is read in a search result, where about 160 characters
// show; a longer text is cut after its last whole word within them, and says so with « … ».

const longest = 160;

/** `text` as one line of at most 160 characters, cut at a word and ended with « … » if longer. */
export function metaDescription(text: string): string {
  // ASCII white space only: French typography's non-breaking spaces stay (`\s` would match them)
  const line = text.replace(/[\t\n\v\f\r ]+/g, ' ').trim();
  if (line.length <= longest) return line;
  const cut = line.slice(0, longest - 1);
  const lastSpace = cut.lastIndexOf(' ');
  let words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  // no quotation left open: cut before its « (« rubrique « Mon… » reads as a typo)
  const opened = words.lastIndexOf('«');
  if (opened > words.lastIndexOf('»')) words = words.slice(0, opened);
  // no comma, colon or dash left hanging before the ellipsis
  return `${words.replace(/[\s,;:–—-]+$/u, '')}…`;
}
