// Near-duplicate pages (search engines fold them into one): the visible text of each page's
// <main>, cut into sentences, compared pairwise. Self-contained: reads React's HTML output.

/** The visible text of the document's <main>: no markup, scripts or styles, entities decoded. */
export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('no <main> in the document');
  return decode(
    html
      .slice(start, end)
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
      // block ends end a sentence, so that a heading and the next line are not glued together
      .replace(/<\/(h[1-6]|p|li|dt|dd|button|summary|figcaption|td|th)>/gi, '. ')
      .replace(/<[^>]+>/g, ' '),
  );
}

function decode(text: string): string {
  const named: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
  };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** A text's sentences, normalised (case, spaces of every kind), each once; very short ones dropped. */
export function sentencesOf(text: string, minimumLength = 12): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?…])\s+|\.\s*\./)
      .map((sentence) =>
        sentence
          .replace(/[\s\u00a0\u202f]+/g, ' ')
          .replace(/[.\s]+$/, '')
          .trim()
          .toLocaleLowerCase('fr-FR'),
      )
      .filter((sentence) => sentence.length >= minimumLength),
  );
}

/** The share of the smaller page's sentences that the other page also has (0 to 1). */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const sentence of small) if (large.has(sentence)) shared += 1;
  return shared / small.size;
}

export interface NearDuplicate {
  a: string;
  b: string;
  share: number;
}

/** Every pair of pages (by name) that shares more than `threshold` of its sentences. */
export function nearDuplicates(texts: Record<string, string>, threshold = 0.5): NearDuplicate[] {
  const pages = Object.entries(texts).map(([name, text]) => [name, sentencesOf(text)] as const);
  const found: NearDuplicate[] = [];
  pages.forEach(([a, sentencesA], index) => {
    for (const [b, sentencesB] of pages.slice(index + 1)) {
      const share = sharedShare(sentencesA, sentencesB);
      if (share > threshold) found.push({ a, b, share });
    }
  });
  return found;
}
