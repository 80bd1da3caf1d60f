import MarkdownIt, { type Token } from 'markdown-it';
import { frenchSpacing } from './french-typography.ts';
import { safeImageSource, safeLink, type SafeLink } from './markdown-links.ts';

// CMS bodies (articles, help answers, pages) are untrusted markdown (ADR 015). They become a
// tree of allowed elements only, never an HTML string: raw HTML stays text (`html: false`), and
// anything this file does not know is dropped or kept as text. The server and the browser run
// the same function, so hydration sees the same tree.

const elementTags = [
  ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'pre', 'code'],
  ...['em', 'strong', 's', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
] as const;

/** The only elements CMS content can make (besides links and pictures). */
export type ElementTag = (typeof elementTags)[number];

export type MarkdownNode =
  | string
  | { tag: ElementTag; start?: number; children: MarkdownNode[] }
  | { tag: 'a'; link: SafeLink; children: MarkdownNode[] }
  | { tag: 'img'; src: string; alt: string };

export interface MarkdownOptions {
  /** PUBLIC_SITE_URL: absolute links to it become site paths */
  siteOrigin?: string;
}

const parser = new MarkdownIt('default', {
  html: false,
  linkify: true,
  typographer: false,
  breaks: false,
});

const simpleTags: Record<string, ElementTag> = {
  bullet_list_open: 'ul',
  list_item_open: 'li',
  blockquote_open: 'blockquote',
  table_open: 'table',
  thead_open: 'thead',
  tbody_open: 'tbody',
  tr_open: 'tr',
  th_open: 'th',
  td_open: 'td',
  em_open: 'em',
  strong_open: 'strong',
  s_open: 's',
};

type Container = { children: MarkdownNode[] };
type ElementNode = Extract<MarkdownNode, { children: MarkdownNode[] }>;

/** The markdown `source` as a tree of allowed elements, links and pictures. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): MarkdownNode[] {
  return build(parser.parse(source, {}), options);
}

function build(tokens: Token[], options: MarkdownOptions): MarkdownNode[] {
  const root: Container = { children: [] };
  const stack: Container[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  for (const token of tokens) {
    if (token.nesting === 1) {
      const node = openingNode(token, options);
      if (node) top().children.push(node);
      // an element we do not keep still keeps its content, in its parent
      stack.push(node ?? { children: [] });
    } else if (token.nesting === -1) {
      const closed = stack.pop() ?? root;
      if (!('tag' in closed)) top().children.push(...closed.children);
    } else {
      top().children.push(...leafNodes(token, options));
    }
  }
  return root.children;
}

function openingNode(token: Token, options: MarkdownOptions): ElementNode | null {
  const children: MarkdownNode[] = [];
  const simple = simpleTags[token.type];
  if (simple) return { tag: simple, children };
  switch (token.type) {
    case 'paragraph_open':
      // tight lists hide their paragraphs
      return token.hidden ? null : { tag: 'p', children };
    case 'heading_open':
      return { tag: headingTag(token.tag), children };
    case 'ordered_list_open': {
      const start = Number(token.attrGet('start') ?? 1);
      return Number.isSafeInteger(start) && start !== 1
        ? { tag: 'ol', start, children }
        : { tag: 'ol', children };
    }
    case 'link_open': {
      const link = safeLink(String(token.attrGet('href') ?? ''), options.siteOrigin);
      return link ? { tag: 'a', link, children } : null;
    }
    default:
      return null;
  }
}

function leafNodes(token: Token, options: MarkdownOptions): MarkdownNode[] {
  switch (token.type) {
    case 'inline':
      return build(token.children ?? [], options);
    case 'text':
      return [frenchSpacing(token.content)];
    case 'softbreak':
      return ['\n'];
    case 'hardbreak':
      return [{ tag: 'br', children: [] }];
    case 'hr':
      return [{ tag: 'hr', children: [] }];
    case 'code_inline':
      return [{ tag: 'code', children: [token.content] }];
    case 'code_block':
    case 'fence':
      return [{ tag: 'pre', children: [{ tag: 'code', children: [token.content] }] }];
    case 'image': {
      const alt = token.children?.map((child) => child.content).join('') ?? '';
      const src = safeImageSource(String(token.attrGet('src') ?? ''));
      return src ? [{ tag: 'img', src, alt }] : alt ? [alt] : [];
    }
    default:
      // html_block and html_inline cannot occur with `html: false`; anything else is text
      return token.content ? [token.content] : [];
  }
}

/** The page has its own h1: the body's headings start at h2. */
function headingTag(tag: string): ElementTag {
  const heading = `h${Math.min(6, Math.max(2, Number(tag.slice(1)) || 2))}`;
  return isElementTag(heading) ? heading : 'h2';
}

const isElementTag = (tag: string): tag is ElementTag =>
  (elementTags as readonly string[]).includes(tag);
