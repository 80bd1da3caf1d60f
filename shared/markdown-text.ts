import type { MarkdownNode } from './markdown.ts';

// The words of a markdown text without its marks, for structured data (FAQPage answers), where
// no markup is wanted. Deliberately small and without markdown-it: it runs in the metadata of
// every navigation, which belongs to the initial bundle (the renderer, markdown.ts, stays lazy).

export function markdownPlainText(source: string): string {
  return (
    source
      // no bracket inside brackets nor parenthesis inside the address: each try stops at the next
      // one, so that CMS text made of « [](( » costs linear time, not quadratic
      .replace(/!\[([^[\]]*)\]\([^()[\]]*\)/g, '$1') // pictures: their alt text
      .replace(/\[([^[\]]*)\]\([^()[\]]*\)/g, '$1') // links: their text
      .replace(/^ {0,3}#{1,6}[ \t]+/gm, '') // heading marks
      .replace(/^ {0,3}>[ \t]?/gm, '') // quotes
      .replace(/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/gm, '') // list marks
      .replace(/\*\*|~~|`|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)/g, '') // emphasis and code marks
      // ASCII white space only: French typography's no-break spaces stay (`\s` would match them)
      .replace(/[\t\n\v\f\r ]+/g, ' ')
      .trim()
  );
}

// the tags whose words stand apart from the next ones' (a paragraph, a list item, a cell)
const inline = new Set(['em', 'strong', 's', 'code', 'a']);

/** The words of a parsed CMS body (shared/markdown.ts's tree), its blocks apart by a space. */
export function markdownNodesText(nodes: readonly MarkdownNode[]): string {
  const words = (node: MarkdownNode): string => {
    if (typeof node === 'string') return node;
    if (!('children' in node)) return node.alt;
    const text = node.children.map(words).join('');
    return inline.has(node.tag) ? text : ` ${text} `;
  };
  return nodes
    .map(words)
    .join(' ')
    .replace(/[\t\n\v\f\r ]+/g, ' ')
    .trim();
}
