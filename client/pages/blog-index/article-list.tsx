import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format-fr.ts';
import type { ArticleSummary } from '../../api/queries/blog.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import styles from './article-list.module.css';

export function ArticleList({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.id} className={styles.item}>
          <article>
            {article.cover ? (
              <ResponsiveImage
                picture={article.cover}
                sizes="(min-width: 64rem) 22rem, 92vw"
                priority={index === 0}
                className={styles.cover}
              />
            ) : null}
            <h2 className={styles.title}>
              <Link to={`/blog/${article.slug}`}>{article.title}</Link>
            </h2>
            <p className={styles.date}>
              <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
            </p>
            <p>{article.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
