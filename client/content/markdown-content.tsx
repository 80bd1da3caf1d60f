import { createElement, type ReactNode } from 'react';
import { Link } from '../components/link.tsx';
import type { MarkdownNode } from '../../shared/markdown.ts';
import type { MarkdownBody } from '../api/markdown-body.ts';
import { cx } from '../components/class-names.ts';
import styles from './markdown-content.module.css';
import { sitePath } from '../app/base-path.ts';

// Draws a body the query function parsed (client/api/markdown-body.ts): markdown-it is not in
// the page's JavaScript, only in the chunk a query loads when it runs in the browser.

interface MarkdownContentProps {
  body: MarkdownBody;
  /** body text size rather than the reading size (an answer inside an accordion) */
  compact?: boolean;
  className?: string;
}

/** An untrusted CMS body, drawn from the allowed tree of shared/markdown.ts. */
export function MarkdownContent({ body, compact = false, className }: MarkdownContentProps) {
  return (
    <div className={cx(styles.prose, compact && styles.compact, className)} data-cms-content="">
      {body.map(draw)}
    </div>
  );
}

function draw(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.tag) {
    case 'img':
      return (
        <img key={key} src={sitePath(node.src)} alt={node.alt} loading="lazy" decoding="async" />
      );
    case 'a': {
      const children = node.children.map(draw);
      const { link } = node;
      if (link.kind === 'route')
        return (
          <Link key={key} to={link.to}>
            {children}
          </Link>
        );
      return (
        <a
          key={key}
          href={link.href}
          rel={link.kind === 'external' ? 'noopener noreferrer' : undefined}
        >
          {children}
        </a>
      );
    }
    case 'hr':
    case 'br':
      return createElement(node.tag, { key });
    case 'table':
      // a wide table scrolls on its own rather than widening the page
      return (
        <div
          key={key}
          className={styles.tableScroll}
          role="region"
          aria-label="Tableau"
          tabIndex={0}
        >
          <table>{node.children.map(draw)}</table>
        </div>
      );
    default:
      return createElement(node.tag, { key, start: node.start }, ...node.children.map(draw));
  }
}
