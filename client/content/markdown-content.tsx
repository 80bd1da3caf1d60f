import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from '../components/link.tsx';
import { renderMarkdown, type MarkdownNode } from '../../shared/markdown.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import { cx } from '../components/class-names.ts';
import styles from './markdown-content.module.css';

// Imported by page modules only (article, help answer, content page), so markdown-it stays in
// their lazy chunks and out of the initial bundle (issue 6).

interface MarkdownContentProps {
  source: string;
  /** body text size rather than the reading size (an answer inside an accordion) */
  compact?: boolean;
  className?: string;
}

/** An untrusted CMS body, drawn from the allowed tree of shared/markdown.ts. */
export function MarkdownContent({ source, compact = false, className }: MarkdownContentProps) {
  const { publicSiteUrl } = useSiteSettings();
  const nodes = useMemo(
    () => renderMarkdown(source, { siteOrigin: new URL(publicSiteUrl).origin }),
    [source, publicSiteUrl],
  );
  return (
    <div className={cx(styles.prose, compact && styles.compact, className)} data-cms-content="">
      {nodes.map(draw)}
    </div>
  );
}

function draw(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.tag) {
    case 'img':
      return <img key={key} src={node.src} alt={node.alt} loading="lazy" decoding="async" />;
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
