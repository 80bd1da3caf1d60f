import type { MarkdownNode } from '../../shared/markdown.ts';

/** A CMS body as the pages draw it: the allowed element tree of shared/markdown.ts. */
export type MarkdownBody = MarkdownNode[];

/**
 * Parses an untrusted CMS body where it is fetched (a query function), so that the tree is
 * what the page's data holds and markdown-it stays out of the JavaScript that hydrates a page;
 * on the server, a shared result is parsed once for every render that reuses it.
 */
export async function markdownBody(source: string, siteOrigin: string): Promise<MarkdownBody> {
  const { renderMarkdown } = await import('../../shared/markdown.ts');
  return renderMarkdown(source, { siteOrigin });
}
