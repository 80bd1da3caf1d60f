// The words of a markdown text without its marks, for structured data (FAQPage answers), where
// no markup is wanted. Deliberately small and without markdown-it: it runs in the metadata of
// every navigation, which belongs to the initial bundle (issue 6: the renderer stays lazy).

export function markdownPlainText(source: string): string {
  return source
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // pictures: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^ {0,3}#{1,6}\s+/gm, '') // heading marks
    .replace(/^ {0,3}>\s?/gm, '') // quotes
    .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+/gm, '') // list marks
    .replace(/\*\*|~~|`|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)/g, '') // emphasis and code marks
    .replace(/\s+/g, ' ')
    .trim();
}
