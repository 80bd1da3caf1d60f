import { Link } from '../../components/link.tsx';
import { formatDate } from '../../../shared/french-dates.ts';
import type { ArticleSummary } from '../../api/queries/blog.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import styles from './article-list.module.css';

interface ArticleListProps {
  articles: ArticleSummary[];
  /** h2 on a list page, h3 under a section heading (suggested articles) */
  headingLevel?: 2 | 3;
  /** the first cover is the page's largest picture: fetched at once */
  eagerFirst?: boolean;
}

/** Article cards: cover, category (a link to its list), title, date and excerpt. */
export function ArticleList({ articles, headingLevel = 2, eagerFirst = true }: ArticleListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.id} className={styles.item}>
          <article className={styles.card}>
            {article.cover ? (
              <ResponsiveImage
                picture={article.cover}
                sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 92vw"
                priority={eagerFirst && index === 0}
                className={styles.cover}
              />
            ) : null}
            <div className={styles.body}>
              <Heading className={styles.title}>
                <Link to={`/blog/${article.slug}`} className={styles.link}>
                  {article.title}
                </Link>
              </Heading>
              <p className={styles.meta}>
                {article.categories[0] ? (
                  <>
                    <Link
                      to={`/blog/categorie/${article.categories[0].slug}/page/1`}
                      className={styles.category}
                    >
                      {article.categories[0].name}
                    </Link>
                    {' · '}
                  </>
                ) : null}
                <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
              </p>
              <p className={styles.excerpt}>{article.excerpt}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
