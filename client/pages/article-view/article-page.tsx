import { useSuspenseQuery } from '@tanstack/react-query';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { useParams } from '../../router/router-context.tsx';
import { Link } from '../../components/link.tsx';
import { formatDate } from '../../../shared/french-dates.ts';
import { useClients } from '../../api/api-context.tsx';
import type { Picture } from '../../api/picture.ts';
import { articleQuery, suggestedArticlesQuery } from '../../api/queries/blog-article.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { articleTrail, categoryPath } from '../../content/content-trails.ts';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import { ArticleList } from '../blog-index/article-list.tsx';
import styles from './article-page.module.css';

// an illustration whose only alt text is the title beside it says nothing more: decorative
const coverOf = (cover: Picture, title: string): Picture =>
  cover.alt === title ? { ...cover, alt: '' } : cover;

/** /blog/{slug}: a live article, its body, and 4 articles to read next (spec §9). */
export function Component() {
  const { api } = useClients();
  const slug = useParams().slug ?? '';
  const article = useSuspenseQuery(articleQuery(api, slug, siteOriginOf(useSiteSettings()))).data;
  const category = article?.categories[0] ?? null;
  const suggested = useSuspenseQuery(
    suggestedArticlesQuery(api, slug, category?.slug ?? null),
  ).data;
  // the loader answered 404 already: nothing to draw
  if (!article) return null;
  const updated = formatDate(article.updatedAt);
  const published = formatDate(article.createdAt);
  return (
    <>
      <article className={styles.article}>
        <Breadcrumbs trail={articleTrail(article)} />
        <header className={styles.header}>
          {category ? (
            <p className={styles.category}>
              <Link to={categoryPath(category.slug)}>{category.name}</Link>
            </p>
          ) : null}
          <h1>{article.title}</h1>
          <p className={styles.lead}>{article.excerpt}</p>
          <p className={styles.byline}>
            Par {article.author}
            <br />
            Publié le <time dateTime={article.createdAt}>{published}</time>
            {updated !== published ? (
              <>
                {' '}
                · mis à jour le <time dateTime={article.updatedAt}>{updated}</time>
              </>
            ) : null}
          </p>
        </header>
        {article.cover ? (
          <ResponsiveImage
            picture={coverOf(article.cover, article.title)}
            sizes="(min-width: 72rem) 68rem, 100vw"
            priority
            className={styles.cover}
          />
        ) : null}
        <MarkdownContent body={article.body} className={styles.body} />
      </article>
      {suggested.length > 0 ? (
        <section aria-labelledby="suggested-title" className={styles.suggested}>
          <h2 id="suggested-title">À lire aussi</h2>
          <ArticleList articles={suggested} headingLevel={3} eagerFirst={false} />
        </section>
      ) : null}
    </>
  );
}
