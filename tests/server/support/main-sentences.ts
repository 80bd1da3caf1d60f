import { decodeHtml } from './html.ts';

// The near-duplicate check of the marketing, SEO and city pages (ADR 049): the visible text of
// <main>, as sentences, and the pairs of pages that share too many of them.

const blockTags =
  'address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|footer|h[1-6]|header|li|main|nav|ol|p|section|summary|table|td|th|tr|ul';

/** Sentences of five words or more: labels, prices and times are not prose. */
const minimumWords = 5;

/** The text a visitor reads in the page's <main>, one block per line, entities decoded. */
export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/);
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) throw new Error('no <main> in the document');
  const text = html
    .slice(start, end)
    .replace(/<(script|style|svg|template)[\s\S]*?<\/\1>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(new RegExp(`</?(?:${blockTags})(?:\\s[^>]*)?>`, 'g'), '\n')
    .replace(/<[^>]+>/g, '');
  return decodeHtml(text);
}

/** The distinct sentences of the text a visitor reads in the page's <main>. */
export function mainSentences(html: string): Set<string> {
  const sentences = mainText(html)
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((sentence) => sentence.replace(/[\s\u00a0\u202f]+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= minimumWords);
  return new Set(sentences);
}

export interface SharedSentences {
  paths: [string, string];
  /** shared sentences over the sentences of the shorter page */
  share: number;
  shared: string[];
}

/** Every pair of pages whose shared sentences are more than `threshold` of the shorter one's. */
export function nearDuplicates(
  pages: ReadonlyMap<string, ReadonlySet<string>>,
  threshold = 0.5,
): SharedSentences[] {
  const entries = [...pages];
  const found: SharedSentences[] = [];
  entries.forEach(([pathA, a], index) => {
    for (const [pathB, b] of entries.slice(index + 1)) {
      const shared = [...a].filter((sentence) => b.has(sentence));
      const share = shared.length / Math.max(1, Math.min(a.size, b.size));
      if (share > threshold) found.push({ paths: [pathA, pathB], share, shared });
    }
  });
  return found;
}
